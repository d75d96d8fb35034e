-- Keeps study_sessions.seats_taken equal to the session's live bookings plus the seats held by its
-- waitlist offers, in the same transaction as the change, whatever path makes it: booking,
-- cancelling, an offer given, used or lapsed, a session cancelled, an account deleted (its rows go
-- by foreign key). No code writes the column (docs/decisions/008-seats-by-trigger.md).
-- Statement-level triggers with transition tables, as the status counts of migration 0002: a
-- statement touching many rows adjusts each session once, sessions in id order, so two writers
-- cannot deadlock over them, and a statement that frees or takes no seat locks no session.
CREATE FUNCTION "study_sessions_recount_seats"() RETURNS void LANGUAGE sql AS $$
  UPDATE "study_sessions" s
  -- A session that somehow holds more live seats than its limit keeps them all (raising the
  -- limit) rather than failing the seats check.
  SET "seats_taken" = held.n, "capacity" = greatest(s."capacity", held.n)
  FROM (
    SELECT t."id", coalesce(b.n, 0) + coalesce(w.n, 0) AS n
    FROM "study_sessions" t
    LEFT JOIN (
      SELECT "session_id", count(*)::int AS n FROM "booked_sessions"
      WHERE "cancelled_at" IS NULL GROUP BY "session_id"
    ) b ON b."session_id" = t."id"
    LEFT JOIN (
      SELECT "session_id", count(*)::int AS n FROM "waitlist"
      WHERE "offer_expires_at" IS NOT NULL GROUP BY "session_id"
    ) w ON w."session_id" = t."id"
  ) held
  WHERE held."id" = s."id" AND s."seats_taken" <> held.n;
$$;
--> statement-breakpoint
-- Repairs the drift already in a database: seats a deleted account held were never freed.
SELECT "study_sessions_recount_seats"();
--> statement-breakpoint
CREATE FUNCTION "study_sessions_add_seats"(changes refcursor) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  LOOP
    FETCH changes INTO change;
    EXIT WHEN NOT FOUND;
    UPDATE "study_sessions" SET "seats_taken" = "seats_taken" + change.delta WHERE "id" = change.session_id;
  END LOOP;
  CLOSE changes;
END
$$;
--> statement-breakpoint
-- A booking holds a seat while it is live (not cancelled).
CREATE FUNCTION "booked_sessions_seats_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes refcursor;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "study_sessions_recount_seats"();
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    OPEN changes FOR
      SELECT session_id, count(*)::int AS delta FROM new_rows
      WHERE cancelled_at IS NULL GROUP BY session_id ORDER BY session_id;
  ELSIF TG_OP = 'DELETE' THEN
    OPEN changes FOR
      SELECT session_id, -count(*)::int AS delta FROM old_rows
      WHERE cancelled_at IS NULL GROUP BY session_id ORDER BY session_id;
  ELSE
    OPEN changes FOR
      SELECT session_id, sum(delta)::int AS delta
      FROM (
        SELECT session_id, 1 AS delta FROM new_rows WHERE cancelled_at IS NULL
        UNION ALL SELECT session_id, -1 FROM old_rows WHERE cancelled_at IS NULL
      ) moved
      GROUP BY session_id HAVING sum(delta) <> 0 ORDER BY session_id;
  END IF;
  PERFORM "study_sessions_add_seats"(changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A waitlist entry holds a seat while it has an offer: until the student books with it (the entry
-- goes), leaves, or the sweep takes the lapsed offer away (apps/api/src/modules/classes/service.ts). An offer past its
-- time still holds its seat until then.
CREATE FUNCTION "waitlist_seats_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes refcursor;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM "study_sessions_recount_seats"();
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    OPEN changes FOR
      SELECT session_id, count(*)::int AS delta FROM new_rows
      WHERE offer_expires_at IS NOT NULL GROUP BY session_id ORDER BY session_id;
  ELSIF TG_OP = 'DELETE' THEN
    OPEN changes FOR
      SELECT session_id, -count(*)::int AS delta FROM old_rows
      WHERE offer_expires_at IS NOT NULL GROUP BY session_id ORDER BY session_id;
  ELSE
    OPEN changes FOR
      SELECT session_id, sum(delta)::int AS delta
      FROM (
        SELECT session_id, 1 AS delta FROM new_rows WHERE offer_expires_at IS NOT NULL
        UNION ALL SELECT session_id, -1 FROM old_rows WHERE offer_expires_at IS NOT NULL
      ) moved
      GROUP BY session_id HAVING sum(delta) <> 0 ORDER BY session_id;
  END IF;
  PERFORM "study_sessions_add_seats"(changes);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "booked_sessions_seats_insert" AFTER INSERT ON "booked_sessions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "booked_sessions_seats_apply"();
--> statement-breakpoint
CREATE TRIGGER "booked_sessions_seats_update" AFTER UPDATE ON "booked_sessions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "booked_sessions_seats_apply"();
--> statement-breakpoint
CREATE TRIGGER "booked_sessions_seats_delete" AFTER DELETE ON "booked_sessions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "booked_sessions_seats_apply"();
--> statement-breakpoint
CREATE TRIGGER "booked_sessions_seats_truncate" AFTER TRUNCATE ON "booked_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "booked_sessions_seats_apply"();
--> statement-breakpoint
CREATE TRIGGER "waitlist_seats_insert" AFTER INSERT ON "waitlist"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_seats_apply"();
--> statement-breakpoint
CREATE TRIGGER "waitlist_seats_update" AFTER UPDATE ON "waitlist"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_seats_apply"();
--> statement-breakpoint
CREATE TRIGGER "waitlist_seats_delete" AFTER DELETE ON "waitlist"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_seats_apply"();
--> statement-breakpoint
CREATE TRIGGER "waitlist_seats_truncate" AFTER TRUNCATE ON "waitlist"
  FOR EACH STATEMENT EXECUTE FUNCTION "waitlist_seats_apply"();
