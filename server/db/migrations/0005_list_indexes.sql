CREATE TABLE "article_list_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "article_list_version_one_row" CHECK ("article_list_version"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "articles_title_lower_idx";--> statement-breakpoint
DROP INDEX "articles_author_idx";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "listed_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(publish_date, created_at)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "articles_listed_idx" ON "articles" USING btree ("listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_status_listed_idx" ON "articles" USING btree ("status","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_author_listed_idx" ON "articles" USING btree ("author_id","listed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_views_idx" ON "articles" USING btree ("views_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_author_views_idx" ON "articles" USING btree ("author_id","views_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_author_title_idx" ON "articles" USING btree ("author_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "articles_title_lower_idx" ON "articles" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id","created_at" DESC NULLS FIRST,"status","views_count","likes_count","comments_count");