ALTER TABLE "articles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_search_text_trgm_idx" ON "articles" USING gin ("search_text" gin_trgm_ops);