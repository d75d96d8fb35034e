-- The booking's seat decision in one statement, run last in the booking's transaction
-- (docs/decisions/013-booking-rush-and-forgiving-search.md): the session row is held exclusively only from here to
-- the commit. The booking holds the row shared (FOR KEY SHARE) from its first statement, so the
-- lock order stays sessions first, accounts after (docs/decisions/008-seats-by-trigger.md); other
-- bookings share that lock, and NO KEY UPDATE here, which a KEY SHARE does not block, is what
-- makes them take turns. A student holding a waitlist offer books the seat held for them; anyone
-- else needs a free one. Answers 'unavailable' (not published), 'full', or 'booked' with the new
-- booking's id; the insert's trigger (migration 0011) takes the seat.
CREATE FUNCTION "take_seat"(
  "p_session_id" uuid,
  "p_student_id" text,
  "p_student_email" text,
  "p_tutor_email" text,
  "p_tutor_name" text,
  "p_session_title" text,
  "p_fee_cents" integer,
  "p_payment_intent_id" text,
  OUT "outcome" text,
  OUT "booking_id" uuid
) LANGUAGE plpgsql AS $$
DECLARE
  session record;
  offer uuid;
BEGIN
  SELECT "status", "capacity", "seats_taken" INTO session
  FROM "study_sessions" WHERE "id" = "p_session_id" FOR NO KEY UPDATE;
  IF NOT FOUND OR session."status" <> 'approved' THEN
    "outcome" := 'unavailable';
    RETURN;
  END IF;
  DELETE FROM "waitlist"
  WHERE "session_id" = "p_session_id" AND "student_id" = "p_student_id" AND "offer_expires_at" > now()
  RETURNING "id" INTO offer;
  IF offer IS NULL THEN
    IF session."capacity" IS NOT NULL AND session."seats_taken" >= session."capacity" THEN
      "outcome" := 'full';
      RETURN;
    END IF;
    -- A student who was waiting and found a seat leaves the line.
    DELETE FROM "waitlist" WHERE "session_id" = "p_session_id" AND "student_id" = "p_student_id";
  END IF;
  INSERT INTO "booked_sessions" ("session_id", "student_id", "student_email", "tutor_email",
    "tutor_name", "session_title", "fee_cents", "payment_intent_id")
  VALUES ("p_session_id", "p_student_id", "p_student_email", "p_tutor_email", "p_tutor_name",
    "p_session_title", "p_fee_cents", "p_payment_intent_id")
  RETURNING "id" INTO "booking_id";
  "outcome" := 'booked';
END
$$;
--> statement-breakpoint
-- A search that forgives (docs/decisions/013-booking-rush-and-forgiving-search.md): accents folded on both sides
-- of the match by a configuration that runs words through unaccent before `simple`...
CREATE EXTENSION IF NOT EXISTS "unaccent";
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "studyhall_search" (COPY = "simple");
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "studyhall_search"
  ALTER MAPPING FOR "word", "hword", "hword_part" WITH "unaccent", "simple";
--> statement-breakpoint
ALTER TABLE "study_sessions" DROP COLUMN "search";
--> statement-breakpoint
ALTER TABLE "study_sessions" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('studyhall_search'::regconfig, "title" || ' ' || "tutor_name" || ' ' || "description")) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "study_sessions_approved_search_idx" ON "study_sessions" USING gin ("search") WHERE status = 'approved';
--> statement-breakpoint
-- ...and every word the sessions use, once, with a trigram index: a misspelt word typed is looked
-- up here (apps/api/src/modules/sessions/near-words.ts) and searched with the words one letter
-- from it. Words are added as sessions are written, never taken away: a word no session uses any
-- more only adds an alternative that matches nothing.
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT unnest(tsvector_to_array("search")) FROM "study_sessions" ORDER BY 1;
--> statement-breakpoint
-- In word order, so two writers adding the same new words wait for each other, never deadlock.
CREATE FUNCTION "search_words_add_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT unnest(tsvector_to_array("search")) FROM new_rows ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "search_words_add_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT unnest(tsvector_to_array(NEW."search")) ORDER BY 1
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "study_sessions_search_words_insert" AFTER INSERT ON "study_sessions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add_new"();
--> statement-breakpoint
-- Only a change of the words: a booking's seat count (migration 0011) does not fire it.
CREATE TRIGGER "study_sessions_search_words_update"
  AFTER UPDATE OF "title", "tutor_name", "description" ON "study_sessions"
  FOR EACH ROW EXECUTE FUNCTION "search_words_add_changed"();
