-- Issue 30, points 1 and 8 (decisions 0100 and 0103).
--
-- The search vocabulary keeps each word for one article whose document has it, so that the words
-- no document has any more can be found and removed; a save adds a bounded number of its new words
-- itself and queues the article in search_words_backlog for the rest.
CREATE TABLE "search_words_backlog" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_backlog_queued_idx" ON "search_words_backlog" USING btree ("queued_at","article_id");--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "article_id" integer;--> statement-breakpoint
-- The word list again, each word with the first article whose document has it, and without the
-- words no document has: its indexes dropped and built once at the end (faster than a row at a
-- time into the trigram index).
DROP INDEX IF EXISTS "search_words_key_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "search_words_key_idx";--> statement-breakpoint
TRUNCATE "search_words";--> statement-breakpoint
INSERT INTO "search_words" ("word", "article_id")
SELECT DISTINCT ON (w.word) w.word, s.article_id
  FROM "article_search" s CROSS JOIN LATERAL unnest(tsvector_to_array(s.body)) AS w(word)
 ORDER BY w.word, s.article_id;--> statement-breakpoint
CREATE INDEX "search_words_key_idx" ON "search_words" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_key_trgm_idx" ON "search_words" USING gin ("key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_words_article_idx" ON "search_words" USING btree ("article_id","word");--> statement-breakpoint
-- A deleted document's words are the upkeep's to hand on to another article or remove.
CREATE OR REPLACE FUNCTION hronika_search_words_orphaned() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words_backlog (article_id) VALUES (OLD.article_id)
    ON CONFLICT (article_id) DO UPDATE SET queued_at = now();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "article_search_words_orphaned" AFTER DELETE ON "article_search"
  FOR EACH ROW EXECUTE FUNCTION hronika_search_words_orphaned();--> statement-breakpoint
-- A document's first `n` distinct words in reading order, without positions (decision 0100): an
-- article of 20 000 words has 6 000–8 000, a text of random words up to 80 000, each an entry of
-- the document's index to write on every save. (Positions past 16 383 are all 16 383.)
CREATE OR REPLACE FUNCTION hronika_first_words(doc tsvector, n integer) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT CASE WHEN length(doc) <= n THEN strip(doc)
         ELSE array_to_tsvector(ARRAY(SELECT d.lexeme FROM unnest(doc) AS d ORDER BY d.positions[1], d.lexeme LIMIT n)) END
$$;--> statement-breakpoint
-- A word of search_words as a query that a document matches when it has that word (the word as
-- one quoted lexeme: no parsing, no dictionary).
CREATE OR REPLACE FUNCTION hronika_search_word_query(word text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT ('''' || replace(replace(word, '\', '\\'), '''', '''''') || '''')::tsquery
$$;--> statement-breakpoint
-- Revisions (decision 0103): new ones keep their text compressed (`packed`) and say whether
-- readers saw it; the newest of a run of autosaves keeps none (the article's own text) until the
-- next revision seals it. Older ones keep their JSON until the newsroom's upkeep packs them.
ALTER TABLE "article_revisions" ALTER COLUMN "snapshot" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "packed" bytea;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "published" boolean;--> statement-breakpoint
CREATE INDEX "article_revisions_unpublished_created_idx" ON "article_revisions" USING btree ("created_at") WHERE "article_revisions"."published" = false;--> statement-breakpoint
-- A published article's pending changes: compressed too, since every autosave rewrites them.
ALTER TABLE "article_autosaves" ALTER COLUMN "snapshot" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "article_autosaves" ADD COLUMN "packed" bytea;
