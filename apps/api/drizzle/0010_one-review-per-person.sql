-- One review per person and session, also across a deleted and re-registered account: each review
-- keeps the hash of its author's lower-cased email (the expression of reviewerKeyOf in
-- apps/api/src/modules/reviews/repository.ts), which deleting the account leaves in place.
ALTER TABLE "reviews" ADD COLUMN "reviewer_key" text;
--> statement-breakpoint
-- Reviews whose author is still known are keyed by their email; should one address have two on a
-- session (an email changed, or written in another case), the later ones are keyed by their own id,
-- so the upgrade keeps every review and cannot fail on the new index.
UPDATE "reviews" r
SET "reviewer_key" = k."key"
FROM (
  SELECT "id",
    encode(sha256(convert_to(lower("student_email"), 'UTF8')), 'hex') AS "key",
    row_number() OVER (
      PARTITION BY "session_id", lower("student_email") ORDER BY "created_at", "id"
    ) AS "nth"
  FROM "reviews"
  WHERE "student_email" IS NOT NULL
) k
WHERE k."id" = r."id" AND k."nth" = 1;
--> statement-breakpoint
-- The rest (authors deleted before this migration, whose email is gone, and those later ones)
-- cannot be told apart: each is keyed by its own id, which no email's hash can equal.
UPDATE "reviews" SET "reviewer_key" = 'review:' || "id" WHERE "reviewer_key" IS NULL;
--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "reviewer_key" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_session_reviewer_key" ON "reviews" USING btree ("session_id","reviewer_key");
