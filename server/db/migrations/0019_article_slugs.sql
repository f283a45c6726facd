CREATE TABLE "article_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "article_slugs_form" CHECK ("article_slugs"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("article_slugs"."slug") <= 80)
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "article_slugs" ADD CONSTRAINT "article_slugs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_slugs_article_idx" ON "article_slugs" USING btree ("article_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_idx" ON "articles" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_slug_form" CHECK ("articles"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("articles"."slug") <= 80);