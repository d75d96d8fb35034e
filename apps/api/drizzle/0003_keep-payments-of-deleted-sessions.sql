ALTER TABLE "payments" DROP CONSTRAINT "payments_session_id_study_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_session_id_study_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."study_sessions"("id") ON DELETE set null ON UPDATE no action;