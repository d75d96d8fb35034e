-- A student's own free booking given back in one statement, the counterpart of take_seat
-- (docs/decisions/018-a-cancellation-in-one-statement.md). The session row is locked first, as every
-- change of its seats locks it (docs/decisions/008-seats-by-trigger.md), and the checks after the
-- lock read what committed before it, as each statement of a function takes a new snapshot. It
-- changes nothing unless the session still starts at `p_starts_at` (the start the caller judged
-- the cancellation deadline by) and no one waits in line without an offer (filling the seat is the
-- transaction's work, modules/classes/service.ts). Answers 'cancelled', or why not: 'changed' (the
-- session moved or went), 'waitlist', 'gone' (no live booking of that session by that id). The
-- update's trigger (migration 0011) gives the seat back.
CREATE FUNCTION "give_seat"(
  "p_booking_id" uuid,
  "p_session_id" uuid,
  "p_starts_at" timestamptz,
  "p_cancelled_by" text,
  OUT "outcome" text
) LANGUAGE plpgsql AS $$
DECLARE
  session record;
BEGIN
  SELECT "starts_at" INTO session
  FROM "study_sessions" WHERE "id" = "p_session_id" FOR NO KEY UPDATE;
  IF NOT FOUND OR session."starts_at" <> "p_starts_at" THEN
    "outcome" := 'changed';
    RETURN;
  END IF;
  IF EXISTS (SELECT FROM "waitlist"
             WHERE "session_id" = "p_session_id" AND "offer_expires_at" IS NULL) THEN
    "outcome" := 'waitlist';
    RETURN;
  END IF;
  UPDATE "booked_sessions" SET "cancelled_at" = now(), "cancelled_by" = "p_cancelled_by"
  WHERE "id" = "p_booking_id" AND "session_id" = "p_session_id" AND "cancelled_at" IS NULL;
  IF NOT FOUND THEN
    "outcome" := 'gone';
    RETURN;
  END IF;
  "outcome" := 'cancelled';
END
$$;
