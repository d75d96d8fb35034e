ALTER TABLE "study_sessions" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "title" || ' ' || "tutor_name" || ' ' || "description")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subjects" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "study_sessions_approved_search_idx" ON "study_sessions" USING gin ("search") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "study_sessions_approved_tutor_idx" ON "study_sessions" USING btree ("tutor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "study_sessions_approved_starts_idx" ON "study_sessions" USING btree ("starts_at","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "study_sessions_approved_rating_idx" ON "study_sessions" USING btree ("average_rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "study_sessions_approved_fee_idx" ON "study_sessions" USING btree ("fee_cents","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "study_sessions_approved_registration_end_idx" ON "study_sessions" USING btree ("registration_end","id","registration_start") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "study_sessions_approved_registration_start_idx" ON "study_sessions" USING btree ("registration_start","id") WHERE status = 'approved';--> statement-breakpoint
CREATE INDEX "study_sessions_approved_class_days_idx" ON "study_sessions" USING gist (daterange("class_start", "class_end", '[]')) WHERE status = 'approved';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_bio_check" CHECK (char_length("users"."bio") <= 2000);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subjects_check" CHECK (cardinality("users"."subjects") <= 10);