ALTER TYPE "public"."session_status" ADD VALUE 'cancelled';--> statement-breakpoint
-- A status added after the counters were made (cancelled) gets its counter with its first session:
-- the new value cannot be written in the transaction that adds it.
CREATE OR REPLACE FUNCTION "session_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes refcursor;
  change record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "session_status_counts" SET "count" = 0;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    OPEN changes FOR SELECT status, count(*)::int AS delta FROM new_rows GROUP BY status ORDER BY status;
  ELSIF TG_OP = 'DELETE' THEN
    OPEN changes FOR SELECT status, -count(*)::int AS delta FROM old_rows GROUP BY status ORDER BY status;
  ELSE
    OPEN changes FOR
      SELECT status, sum(delta)::int AS delta
      FROM (SELECT status, 1 AS delta FROM new_rows UNION ALL SELECT status, -1 FROM old_rows) moved
      GROUP BY status HAVING sum(delta) <> 0 ORDER BY status;
  END IF;
  -- One status at a time, always in the same order: concurrent writers lock the counters alike
  -- and cannot deadlock; an update that moves no session between statuses locks nothing.
  LOOP
    FETCH changes INTO change;
    EXIT WHEN NOT FOUND;
    INSERT INTO "session_status_counts" ("status", "count") VALUES (change.status, 0)
    ON CONFLICT ("status") DO NOTHING;
    UPDATE "session_status_counts" SET "count" = "count" + change.delta WHERE status = change.status;
  END LOOP;
  CLOSE changes;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"actor_id" text,
	"provider_refund_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"student_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offer_expires_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "booked_sessions_student_session_key";--> statement-breakpoint
ALTER TABLE "booked_sessions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booked_sessions" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "booked_sessions" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "class_start_time" text DEFAULT '09:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "class_end_time" text DEFAULT '10:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- Sessions written before classes had times: 09:00 to 10:00, read in UTC (the migration cannot
-- know TIME_ZONE); their tutors can set the real times.
UPDATE "study_sessions" SET "starts_at" = ("class_start" + time '09:00') AT TIME ZONE 'UTC', "ends_at" = ("class_end" + time '10:00') AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "study_sessions" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "study_sessions" ALTER COLUMN "ends_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "study_sessions" s SET "seats_taken" = (SELECT count(*) FROM "booked_sessions" b WHERE b."session_id" = s."id");--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "tutor_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_booked_sessions_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booked_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_session_id_study_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."study_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist" ADD CONSTRAINT "waitlist_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_session_student_key" ON "waitlist" USING btree ("session_id","student_id");--> statement-breakpoint
CREATE INDEX "waitlist_session_created_idx" ON "waitlist" USING btree ("session_id","created_at","id");--> statement-breakpoint
CREATE INDEX "study_sessions_starts_idx" ON "study_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booked_sessions_student_session_key" ON "booked_sessions" USING btree ("student_id","session_id") WHERE "booked_sessions"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_capacity_check" CHECK ("study_sessions"."capacity" is null or "study_sessions"."capacity" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_seats_check" CHECK ("study_sessions"."seats_taken" >= 0 and ("study_sessions"."capacity" is null or "study_sessions"."seats_taken" <= "study_sessions"."capacity"));--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_instants_check" CHECK ("study_sessions"."starts_at" < "study_sessions"."ends_at");