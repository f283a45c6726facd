-- article_list_version goes up once per transaction that changes which articles a list holds or
-- how it is filtered: articles inserted or deleted, or their status, author, dates or title
-- changed; categories filed, renamed or deleted. Counter updates (views, likes, comments) and
-- search_text don't bump it. The pager totals are cached until it moves (server/db/list-totals.ts).
--
-- The bump runs as a deferred constraint trigger, i.e. at commit, after every other statement of
-- the transaction: the one version row is then locked only for the moment before the commit, and
-- a transaction holding it never waits for another lock (no deadlock with row locks taken in a
-- different order). A transaction-local setting makes it one update per transaction, however many
-- rows changed.
INSERT INTO "article_list_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hronika_bump_article_list_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('hronika.article_list_bumped', true), '') <> 'on' THEN
    PERFORM set_config('hronika.article_list_bumped', 'on', true);
    UPDATE article_list_version SET version = version + 1 WHERE id = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "articles_list_version_rows" AFTER INSERT OR DELETE ON "articles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hronika_bump_article_list_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "articles_list_version_fields" AFTER UPDATE OF "status", "author_id", "publish_date", "created_at", "title" ON "articles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hronika_bump_article_list_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "article_categories_list_version" AFTER INSERT OR UPDATE OR DELETE ON "article_categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hronika_bump_article_list_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "categories_list_version" AFTER INSERT OR UPDATE OF "name" OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hronika_bump_article_list_version();
--> statement-breakpoint
-- TRUNCATE has no row triggers; it bumps at once.
CREATE OR REPLACE FUNCTION hronika_bump_article_list_version_now() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE article_list_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "articles_list_version_truncate" AFTER TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION hronika_bump_article_list_version_now();
--> statement-breakpoint
CREATE TRIGGER "article_categories_list_version_truncate" AFTER TRUNCATE ON "article_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION hronika_bump_article_list_version_now();
