CREATE TABLE "session_status_counts" (
	"status" "session_status" PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "session_status_counts_count_check" CHECK ("session_status_counts"."count" >= 0)
);
--> statement-breakpoint
DROP INDEX "booked_sessions_student_idx";--> statement-breakpoint
DROP INDEX "booked_sessions_booked_at_idx";--> statement-breakpoint
DROP INDEX "materials_tutor_idx";--> statement-breakpoint
DROP INDEX "materials_session_idx";--> statement-breakpoint
DROP INDEX "materials_created_idx";--> statement-breakpoint
DROP INDEX "notes_owner_created_idx";--> statement-breakpoint
DROP INDEX "reviews_session_created_idx";--> statement-breakpoint
DROP INDEX "study_sessions_status_created_idx";--> statement-breakpoint
DROP INDEX "study_sessions_tutor_idx";--> statement-breakpoint
CREATE INDEX "booked_sessions_student_idx" ON "booked_sessions" USING btree ("student_id","booked_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "booked_sessions_booked_at_idx" ON "booked_sessions" USING btree ("booked_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "materials_tutor_idx" ON "materials" USING btree ("tutor_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "materials_session_idx" ON "materials" USING btree ("study_session_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "materials_created_idx" ON "materials" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notes_owner_created_idx" ON "notes" USING btree ("owner_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_session_created_idx" ON "reviews" USING btree ("session_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "study_sessions_status_created_idx" ON "study_sessions" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "study_sessions_tutor_idx" ON "study_sessions" USING btree ("tutor_email","created_at" DESC NULLS FIRST);