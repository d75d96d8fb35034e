-- Seats for several students of one session in one statement, in the order given
-- (docs/decisions/019-a-rush-books-in-batches.md): each is take_seat's decision (migration 0017),
-- so the rule has one home, and the session row is locked once for all of them. Answers each
-- student's number `n` with take_seat's outcome and booking id.
CREATE FUNCTION "take_seats"("p_session_id" uuid, "p_students" jsonb)
RETURNS TABLE ("n" integer, "outcome" text, "booking_id" uuid) LANGUAGE plpgsql AS $$
DECLARE
  student record;
  seat record;
BEGIN
  FOR student IN
    SELECT * FROM jsonb_to_recordset("p_students") AS s("n" integer, "student_id" text,
      "student_email" text, "tutor_email" text, "tutor_name" text, "session_title" text,
      "fee_cents" integer)
    ORDER BY s."n"
  LOOP
    SELECT * INTO seat FROM take_seat("p_session_id", student."student_id", student."student_email",
      student."tutor_email", student."tutor_name", student."session_title", student."fee_cents", NULL);
    "n" := student."n";
    "outcome" := seat."outcome";
    "booking_id" := seat."booking_id";
    RETURN NEXT;
  END LOOP;
END
$$;
