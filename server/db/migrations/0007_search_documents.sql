CREATE TABLE "article_search" (
	"article_id" integer PRIMARY KEY NOT NULL,
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
INSERT INTO "article_search" ("article_id", "title", "body")
SELECT "id", strip(to_tsvector('simple', hronika_search_text("title"))), strip(to_tsvector('simple', "search_text"))
  FROM "articles";--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT unnest(tsvector_to_array("body")) FROM "article_search"
    ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX "article_search_title_idx" ON "article_search" USING gin ("title") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "article_search_body_idx" ON "article_search" USING gin ("body") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "articles" DROP COLUMN "search_text";
