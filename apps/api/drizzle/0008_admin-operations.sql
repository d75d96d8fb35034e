CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_booking_id_unique";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_booking_id_booked_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booked_sessions" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "booked_sessions" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "student_email" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "session_title" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'cancellation' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_created_idx" ON "audit_log" USING btree ("actor_email","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_created_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_booked_sessions_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booked_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_cancellation_booking_key" ON "refunds" USING btree ("booking_id") WHERE "refunds"."kind" = 'cancellation';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_unseated_intent_key" ON "refunds" USING btree ("payment_intent_id") WHERE "refunds"."kind" = 'unseated';--> statement-breakpoint
CREATE INDEX "refunds_intent_idx" ON "refunds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "study_sessions_created_idx" ON "study_sessions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "booked_sessions" ADD CONSTRAINT "booked_sessions_attendance_check" CHECK ("booked_sessions"."attendance" is null or "booked_sessions"."attendance" in ('present', 'absent'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_cents" >= 0 and "payments"."refunded_cents" <= "payments"."amount_cents");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind_check" CHECK ("refunds"."kind" in ('cancellation', 'admin', 'unseated'));--> statement-breakpoint
-- What a payment was for and who paid, copied so the record outlives the account and the session.
UPDATE "payments" p SET "student_email" = u."email" FROM "users" u WHERE u."id" = p."student_id";
--> statement-breakpoint
UPDATE "payments" p SET "session_title" = s."title" FROM "study_sessions" s WHERE s."id" = p."session_id";
--> statement-breakpoint
UPDATE "payments" p
SET "session_title" = coalesce(p."session_title", b."session_title"),
    "student_email" = coalesce(p."student_email", b."student_email")
FROM "booked_sessions" b
WHERE b."payment_intent_id" = p."provider_intent_id";
--> statement-breakpoint
-- Payments given back because no seat was left were marked `refunded` without a refund row; each
-- gets its row, so every refund is in one table.
INSERT INTO "refunds" ("kind", "payment_intent_id", "amount_cents", "reason", "status", "created_at", "updated_at")
SELECT 'unseated', p."provider_intent_id", p."amount_cents", 'No seat was left when the payment arrived',
       'succeeded', p."updated_at", p."updated_at"
FROM "payments" p
WHERE p."status" = 'refunded'
  AND NOT EXISTS (SELECT 1 FROM "refunds" r WHERE r."payment_intent_id" = p."provider_intent_id");
--> statement-breakpoint
UPDATE "payments" p SET "refunded_cents" = least(given.total, p."amount_cents")
FROM (
  SELECT "payment_intent_id", sum("amount_cents")::int AS total
  FROM "refunds" WHERE "status" <> 'failed' GROUP BY "payment_intent_id"
) given
WHERE given."payment_intent_id" = p."provider_intent_id";
--> statement-breakpoint
-- Keeps payments.refunded_cents equal to the payment's refunds that did not fail, in the refund's
-- own transaction. The payment's check (refunded_cents <= amount_cents) then refuses any refund
-- beyond what was paid; two at once queue on the payment row, and the second sees the first.
CREATE FUNCTION "refunds_keep_payment_total"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."status" <> 'failed' THEN
    UPDATE "payments" SET "refunded_cents" = "refunded_cents" - OLD."amount_cents"
    WHERE "provider_intent_id" = OLD."payment_intent_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."status" <> 'failed' THEN
    UPDATE "payments" SET "refunded_cents" = "refunded_cents" + NEW."amount_cents"
    WHERE "provider_intent_id" = NEW."payment_intent_id";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "refunds_payment_total" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount_cents", "payment_intent_id" ON "refunds"
  FOR EACH ROW EXECUTE FUNCTION "refunds_keep_payment_total"();
--> statement-breakpoint
-- The audit log is append-only for everyone who connects, not only for the API: a change or a
-- deletion of an entry is refused by the database itself.
CREATE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
