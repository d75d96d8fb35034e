-- Keeps session_status_counts equal to the number of study_sessions rows in each status, in the
-- same transaction as the change, so a list can show its total without counting 100,000 rows.
-- Statement-level triggers with transition tables: a bulk insert adjusts each count once.
INSERT INTO "session_status_counts" ("status", "count")
SELECT s.status, count(t.id)::int
FROM unnest(enum_range(NULL::"session_status")) AS s(status)
LEFT JOIN "study_sessions" t ON t.status = s.status
GROUP BY s.status;
--> statement-breakpoint
CREATE FUNCTION "session_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes refcursor;
  change record;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "session_status_counts" SET "count" = 0;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    OPEN changes FOR SELECT status, count(*)::int AS delta FROM new_rows GROUP BY status ORDER BY status;
  ELSIF TG_OP = 'DELETE' THEN
    OPEN changes FOR SELECT status, -count(*)::int AS delta FROM old_rows GROUP BY status ORDER BY status;
  ELSE
    OPEN changes FOR
      SELECT status, sum(delta)::int AS delta
      FROM (SELECT status, 1 AS delta FROM new_rows UNION ALL SELECT status, -1 FROM old_rows) moved
      GROUP BY status HAVING sum(delta) <> 0 ORDER BY status;
  END IF;
  -- One status at a time, always in the same order: concurrent writers lock the counters alike
  -- and cannot deadlock; an update that moves no session between statuses locks nothing.
  LOOP
    FETCH changes INTO change;
    EXIT WHEN NOT FOUND;
    UPDATE "session_status_counts" SET "count" = "count" + change.delta WHERE status = change.status;
  END LOOP;
  CLOSE changes;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "study_sessions_count_insert" AFTER INSERT ON "study_sessions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "study_sessions_count_update" AFTER UPDATE ON "study_sessions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "study_sessions_count_delete" AFTER DELETE ON "study_sessions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "session_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "study_sessions_count_truncate" AFTER TRUNCATE ON "study_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "session_status_counts_apply"();
