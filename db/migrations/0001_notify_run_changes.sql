-- Live feeds in other processes wake on NOTIFY scalewright_run_changes (payload: the run id).
-- Sent by the database itself when an event is stored or a run's status, round or error changes,
-- so the writers pay no extra statement for it; PostgreSQL folds repeats within a transaction.
CREATE FUNCTION "scalewright_notify_run_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('scalewright_run_changes', changed.run_id) FROM (SELECT DISTINCT run_id FROM new_rows) AS changed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "run_events_notify" AFTER INSERT ON "run_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "scalewright_notify_run_events"();
--> statement-breakpoint
CREATE FUNCTION "scalewright_notify_runs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('scalewright_run_changes', NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "runs_notify" AFTER UPDATE OF "status", "current_round", "error" ON "runs" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.current_round IS DISTINCT FROM NEW.current_round OR OLD.error IS DISTINCT FROM NEW.error)
  EXECUTE FUNCTION "scalewright_notify_runs"();
