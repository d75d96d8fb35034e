CREATE TABLE "meeting_attendance" (
	"meeting_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_attendance_pkey" PRIMARY KEY("meeting_id","booking_id"),
	CONSTRAINT "meeting_attendance_status_check" CHECK ("meeting_attendance"."status" in ('present', 'absent'))
);
--> statement-breakpoint
CREATE TABLE "meeting_reminders" (
	"meeting_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_reminders_pkey" PRIMARY KEY("meeting_id","booking_id","sequence")
);
--> statement-breakpoint
CREATE TABLE "meeting_tutor_reminders" (
	"meeting_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_tutor_reminders_pkey" PRIMARY KEY("meeting_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_meeting_id_session_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."session_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_attendance" ADD CONSTRAINT "meeting_attendance_booking_id_booked_sessions_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booked_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_reminders" ADD CONSTRAINT "meeting_reminders_meeting_id_session_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."session_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_reminders" ADD CONSTRAINT "meeting_reminders_booking_id_booked_sessions_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booked_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_tutor_reminders" ADD CONSTRAINT "meeting_tutor_reminders_meeting_id_session_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."session_meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_attendance_booking_idx" ON "meeting_attendance" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "meeting_reminders_booking_idx" ON "meeting_reminders" USING btree ("booking_id");--> statement-breakpoint
-- What was reminded and marked per booking and per session now belongs to a meeting
-- (docs/product.md#reminders, docs/product.md#attendance): to the session's first meeting, the one
-- the class's start named (its earliest scheduled one; its earliest at all when none is), at that
-- meeting's present sequence, so nothing already sent goes out again.
CREATE TEMPORARY TABLE "first_meetings" AS
SELECT DISTINCT ON (m."session_id") m."session_id", m."id", m."sequence"
FROM "session_meetings" m
ORDER BY m."session_id", (m."status" = 'scheduled') DESC, m."starts_at", m."id";
--> statement-breakpoint
INSERT INTO "meeting_reminders" ("meeting_id", "booking_id", "sequence", "created_at")
SELECT f."id", b."id", f."sequence", b."reminded_at"
FROM "booked_sessions" b
JOIN "first_meetings" f ON f."session_id" = b."session_id"
WHERE b."reminded_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "meeting_tutor_reminders" ("meeting_id", "sequence", "created_at")
SELECT f."id", f."sequence", s."tutor_reminded_at"
FROM "study_sessions" s
JOIN "first_meetings" f ON f."session_id" = s."id"
WHERE s."tutor_reminded_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "meeting_attendance" ("meeting_id", "booking_id", "status", "marked_at")
SELECT f."id", b."id", b."attendance", coalesce(b."attendance_marked_at", now())
FROM "booked_sessions" b
JOIN "first_meetings" f ON f."session_id" = b."session_id"
WHERE b."attendance" IS NOT NULL;
--> statement-breakpoint
DROP TABLE "first_meetings";
--> statement-breakpoint
ALTER TABLE "booked_sessions" DROP CONSTRAINT "booked_sessions_attendance_check";--> statement-breakpoint
ALTER TABLE "booked_sessions" DROP COLUMN "reminded_at";--> statement-breakpoint
ALTER TABLE "booked_sessions" DROP COLUMN "attendance";--> statement-breakpoint
ALTER TABLE "booked_sessions" DROP COLUMN "attendance_marked_at";--> statement-breakpoint
ALTER TABLE "study_sessions" DROP COLUMN "tutor_reminded_at";