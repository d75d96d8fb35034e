CREATE TABLE "session_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"change_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_meetings_instants_check" CHECK ("session_meetings"."starts_at" < "session_meetings"."ends_at"),
	CONSTRAINT "session_meetings_status_check" CHECK ("session_meetings"."status" in ('scheduled', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "meetings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "session_meetings" ADD CONSTRAINT "session_meetings_session_id_study_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."study_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_meetings_session_idx" ON "session_meetings" USING btree ("session_id","starts_at");--> statement-breakpoint
CREATE INDEX "session_meetings_starts_idx" ON "session_meetings" USING btree ("starts_at") WHERE "session_meetings"."status" = 'scheduled';--> statement-breakpoint
-- Scheduled meetings of one session never overlap, decided by the database under any race.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "session_meetings" ADD CONSTRAINT "session_meetings_no_overlap"
  EXCLUDE USING gist ("session_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("status" = 'scheduled');
--> statement-breakpoint
-- Keeps each session's answer of its meetings (study_sessions.meetings, earliest first) and its
-- span (starts_at: the first scheduled meeting's start, ends_at: the last one's end) in the same
-- transaction as any change to its meetings. A session with no scheduled meeting keeps its span.
-- Sessions in id order, so two writers cannot deadlock over them.
CREATE FUNCTION "study_sessions_summarise_meetings"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "study_sessions" s
  SET "meetings" = summary.meetings,
      "starts_at" = coalesce(summary.first_start, s."starts_at"),
      "ends_at" = coalesce(summary.last_end, s."ends_at")
  FROM (
    SELECT t."id",
      coalesce(
        (SELECT jsonb_agg(jsonb_build_object(
            '_id', m."id", 'startsAt', m."starts_at", 'endsAt', m."ends_at",
            'status', m."status", 'sequence', m."sequence") ORDER BY m."starts_at", m."id")
         FROM "session_meetings" m WHERE m."session_id" = t."id"),
        '[]'::jsonb) AS meetings,
      (SELECT min(m."starts_at") FROM "session_meetings" m
       WHERE m."session_id" = t."id" AND m."status" = 'scheduled') AS first_start,
      (SELECT max(m."ends_at") FROM "session_meetings" m
       WHERE m."session_id" = t."id" AND m."status" = 'scheduled') AS last_end
    FROM "study_sessions" t
    WHERE t."id" = ANY(ids)
    ORDER BY t."id"
  ) summary
  WHERE s."id" = summary."id";
$$;
--> statement-breakpoint
CREATE FUNCTION "session_meetings_summarise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "study_sessions_summarise_meetings"(ARRAY(SELECT DISTINCT session_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "study_sessions_summarise_meetings"(ARRAY(SELECT DISTINCT session_id FROM old_rows));
  ELSE
    PERFORM "study_sessions_summarise_meetings"(ARRAY(
      SELECT session_id FROM new_rows UNION SELECT session_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "session_meetings_summarise_insert" AFTER INSERT ON "session_meetings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_meetings_summarise"();
--> statement-breakpoint
CREATE TRIGGER "session_meetings_summarise_update" AFTER UPDATE ON "session_meetings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_meetings_summarise"();
--> statement-breakpoint
CREATE TRIGGER "session_meetings_summarise_delete" AFTER DELETE ON "session_meetings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_meetings_summarise"();
--> statement-breakpoint
-- Every existing session gets the meetings its fields describe (docs/product.md#meetings): each
-- day from class_start to class_end at its times, read in the platform's zone, which the server
-- sets as studyhall.time_zone before migrating (apps/api/src/db/client.ts); one meeting, its span
-- as it is, for a class past midnight, with equal times, or of more than 100 days.
INSERT INTO "session_meetings" ("session_id", "starts_at", "ends_at")
SELECT s."id",
  (day::date + s."class_start_time"::time) AT TIME ZONE zone.name,
  (day::date + s."class_end_time"::time) AT TIME ZONE zone.name
FROM "study_sessions" s
CROSS JOIN (SELECT coalesce(nullif(current_setting('studyhall.time_zone', true), ''), 'UTC') AS name) zone
CROSS JOIN LATERAL generate_series(s."class_start"::timestamp, s."class_end"::timestamp, interval '1 day') day
WHERE s."class_start_time" < s."class_end_time" AND s."class_end" - s."class_start" < 100
UNION ALL
SELECT s."id", s."starts_at", s."ends_at"
FROM "study_sessions" s
WHERE NOT (s."class_start_time" < s."class_end_time" AND s."class_end" - s."class_start" < 100);
