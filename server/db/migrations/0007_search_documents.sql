CREATE TABLE "article_search" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"publish_date" timestamp with time zone,
	"title" "tsvector" NOT NULL,
	"body" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "articles_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "article_search" ADD CONSTRAINT "article_search_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The documents of the articles there are, from their folded search text (kept until here).
INSERT INTO "article_search" ("article_id", "published", "publish_date", "title", "body")
SELECT "id", "status" = 'published', "publish_date",
       strip(to_tsvector('simple', hronika_search_text("title"))), strip(to_tsvector('simple', "search_text"))
  FROM "articles";--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT unnest(tsvector_to_array("body")) FROM "article_search"
    ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX "article_search_title_idx" ON "article_search" USING gin ("title") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "article_search_body_idx" ON "article_search" USING gin ("body") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "article_search_newest_idx" ON "article_search" USING btree ("publish_date" DESC NULLS FIRST,"article_id" DESC NULLS FIRST) WHERE "article_search"."published";--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "search_text";--> statement-breakpoint
-- A publish, hide or new publish date reaches the search document in the same transaction.
CREATE OR REPLACE FUNCTION hronika_copy_publication_to_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE article_search SET published = NEW.status = 'published', publish_date = NEW.publish_date
   WHERE article_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "articles_publication_to_search" AFTER UPDATE OF "status", "publish_date" ON "articles"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.publish_date IS DISTINCT FROM NEW.publish_date)
  EXECUTE FUNCTION hronika_copy_publication_to_search();
