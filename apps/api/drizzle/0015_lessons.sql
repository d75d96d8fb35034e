CREATE TABLE "lesson_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_hours" integer DEFAULT 12 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"max_per_day" integer,
	"location" text,
	"meeting_url" text,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"rejection_feedback" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_types_status_check" CHECK ("lesson_types"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "lesson_types_duration_check" CHECK ("lesson_types"."duration_minutes" between 15 and 240 and "lesson_types"."duration_minutes" % 5 = 0),
	CONSTRAINT "lesson_types_buffers_check" CHECK ("lesson_types"."buffer_before_minutes" between 0 and 120 and "lesson_types"."buffer_after_minutes" between 0 and 120),
	CONSTRAINT "lesson_types_fee_check" CHECK ("lesson_types"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_type_id" uuid NOT NULL,
	"tutor_id" text NOT NULL,
	"student_id" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"location" text,
	"meeting_url" text,
	"payment_intent_id" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"attendance" text,
	"attendance_marked_at" timestamp with time zone,
	"reminded_sequence" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lessons_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "lessons_instants_check" CHECK ("lessons"."starts_at" < "lessons"."ends_at"),
	CONSTRAINT "lessons_status_check" CHECK ("lessons"."status" in ('booked', 'cancelled')),
	CONSTRAINT "lessons_attendance_check" CHECK ("lessons"."attendance" in ('present', 'absent')),
	CONSTRAINT "lessons_fee_check" CHECK ("lessons"."fee_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tutor_availability" (
	"tutor_id" text PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tutor_busy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tutor_id" text NOT NULL,
	"kind" text NOT NULL,
	"lesson_id" uuid,
	"meeting_id" uuid,
	"during" "tstzrange" NOT NULL,
	CONSTRAINT "tutor_busy_lesson_id_unique" UNIQUE("lesson_id"),
	CONSTRAINT "tutor_busy_meeting_id_unique" UNIQUE("meeting_id"),
	CONSTRAINT "tutor_busy_kind_check" CHECK ("tutor_busy"."kind" in ('lesson', 'meeting'))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lesson_type_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lesson_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "lesson_id" uuid;--> statement-breakpoint
ALTER TABLE "lesson_types" ADD CONSTRAINT "lesson_types_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_lesson_type_id_lesson_types_id_fk" FOREIGN KEY ("lesson_type_id") REFERENCES "public"."lesson_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_availability" ADD CONSTRAINT "tutor_availability_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_busy" ADD CONSTRAINT "tutor_busy_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tutor_busy" ADD CONSTRAINT "tutor_busy_meeting_id_session_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."session_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_types_tutor_idx" ON "lesson_types" USING btree ("tutor_id","created_at");--> statement-breakpoint
CREATE INDEX "lesson_types_status_idx" ON "lesson_types" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "lessons_student_starts_idx" ON "lessons" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_tutor_starts_idx" ON "lessons" USING btree ("tutor_id","starts_at");--> statement-breakpoint
CREATE INDEX "lessons_starts_idx" ON "lessons" USING btree ("starts_at") WHERE "lessons"."status" = 'booked';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_lesson_type_id_lesson_types_id_fk" FOREIGN KEY ("lesson_type_id") REFERENCES "public"."lesson_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cancellation_lesson_key" ON "refunds" USING btree ("lesson_id") WHERE "refunds"."kind" = 'cancellation';--> statement-breakpoint
-- A tutor is in one place at a time (docs/decisions/012-lessons-and-busy-time.md): two lessons never
-- overlap, nor a lesson and a class meeting, decided by the database under any race. Meetings of
-- classes may overlap each other, as they always could.
ALTER TABLE "tutor_busy" ADD CONSTRAINT "tutor_busy_lessons_apart"
  EXCLUDE USING gist ("tutor_id" WITH =, "during" WITH &&) WHERE ("kind" = 'lesson');
--> statement-breakpoint
ALTER TABLE "tutor_busy" ADD CONSTRAINT "tutor_busy_lessons_and_meetings_apart"
  EXCLUDE USING gist ("tutor_id" WITH =, "kind" WITH <>, "during" WITH &&);
--> statement-breakpoint
-- A booked lesson is busy from its start less its buffer before to its end plus its buffer after;
-- a reschedule moves that range in place (one row, so the lesson never meets its own old time),
-- a cancellation frees it.
CREATE FUNCTION "lessons_keep_busy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" = 'booked' THEN
    INSERT INTO "tutor_busy" ("tutor_id", "kind", "lesson_id", "during")
    VALUES (NEW."tutor_id", 'lesson', NEW."id", tstzrange(
      NEW."starts_at" - make_interval(mins => NEW."buffer_before_minutes"),
      NEW."ends_at" + make_interval(mins => NEW."buffer_after_minutes")))
    ON CONFLICT ("lesson_id") DO UPDATE SET "during" = excluded."during";
  ELSE
    DELETE FROM "tutor_busy" WHERE "lesson_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lessons_keep_busy" AFTER INSERT OR UPDATE OF "status", "starts_at", "ends_at" ON "lessons"
  FOR EACH ROW EXECUTE FUNCTION "lessons_keep_busy"();
--> statement-breakpoint
-- The meetings of these sessions are busy time of their tutor while the session is approved and
-- the meeting scheduled. Rewritten whole per session, in id order like the summary of 0012.
CREATE FUNCTION "tutor_busy_sync_meetings"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "tutor_busy" b USING "session_meetings" m
  WHERE b."meeting_id" = m."id" AND m."session_id" = ANY(ids);
  INSERT INTO "tutor_busy" ("tutor_id", "kind", "meeting_id", "during")
  SELECT s."tutor_id", 'meeting', m."id", tstzrange(m."starts_at", m."ends_at")
  FROM "session_meetings" m JOIN "study_sessions" s ON s."id" = m."session_id"
  WHERE m."session_id" = ANY(ids) AND m."status" = 'scheduled' AND s."status" = 'approved'
  ORDER BY m."session_id", m."starts_at";
$$;
--> statement-breakpoint
CREATE FUNCTION "session_meetings_keep_busy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "tutor_busy_sync_meetings"(ARRAY(SELECT DISTINCT session_id FROM new_rows));
  ELSE
    PERFORM "tutor_busy_sync_meetings"(ARRAY(
      SELECT session_id FROM new_rows UNION SELECT session_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_meetings_keep_busy_insert" AFTER INSERT ON "session_meetings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_meetings_keep_busy"();
--> statement-breakpoint
CREATE TRIGGER "session_meetings_keep_busy_update" AFTER UPDATE ON "session_meetings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_meetings_keep_busy"();
--> statement-breakpoint
CREATE FUNCTION "study_sessions_keep_busy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "tutor_busy_sync_meetings"(ARRAY[NEW."id"]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "study_sessions_keep_busy" AFTER UPDATE OF "status", "tutor_id" ON "study_sessions"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."tutor_id" IS DISTINCT FROM NEW."tutor_id")
  EXECUTE FUNCTION "study_sessions_keep_busy"();
--> statement-breakpoint
-- The meetings of the sessions already approved are their tutors' busy time from now on.
SELECT "tutor_busy_sync_meetings"(ARRAY(SELECT "id" FROM "study_sessions" WHERE "status" = 'approved'));
