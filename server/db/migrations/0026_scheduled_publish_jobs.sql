-- The scheduled publisher runs as a durable job (decision 0131): every moment an article is
-- scheduled for queues a "publish-scheduled" job due at that moment, in the transaction that
-- schedules it, whichever write does it (the builder, the schedule routes, an admin, an import, a
-- restore). A moved moment queues another; the job of the old one, or of a cancelled schedule,
-- finds nothing due and succeeds. The jobs' runner (server/background/durable-jobs.ts) wakes at
-- the next job's moment.
-- The kind is `scheduledPublishJob` of server/modules/articles/scheduled-publishing.ts.
CREATE OR REPLACE FUNCTION hronika_queue_scheduled_publish() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status::text = 'scheduled' AND NEW.scheduled_at IS NOT NULL AND (
    TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status OR OLD.scheduled_at IS DISTINCT FROM NEW.scheduled_at
  ) THEN
    INSERT INTO background_jobs (kind, payload, run_at, created_at, updated_at)
    VALUES ('publish-scheduled', jsonb_build_object('articleId', NEW.id), NEW.scheduled_at, now(), now());
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_queue_scheduled_publish" AFTER INSERT OR UPDATE OF "status", "scheduled_at" ON "articles"
  FOR EACH ROW EXECUTE FUNCTION hronika_queue_scheduled_publish();
--> statement-breakpoint
-- The moments scheduled before this migration (status as text: on a new database the enum's
-- "scheduled" was added in this same transaction, and PostgreSQL refuses its literal there).
INSERT INTO background_jobs (kind, payload, run_at, created_at, updated_at)
  SELECT 'publish-scheduled', jsonb_build_object('articleId', id), scheduled_at, now(), now()
    FROM articles WHERE status::text = 'scheduled' AND scheduled_at IS NOT NULL;
