DROP INDEX "search_words_prefix_idx";--> statement-breakpoint
DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "key" text GENERATED ALWAYS AS (hronika_search_key("word")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_key_idx" ON "search_words" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_key_trgm_idx" ON "search_words" USING gin ("key" gin_trgm_ops) WITH (fastupdate=false);