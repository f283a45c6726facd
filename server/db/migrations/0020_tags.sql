ALTER TYPE "public"."audit_entity" ADD VALUE 'TAG';--> statement-breakpoint
CREATE TABLE "article_tags" (
	"article_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "article_tags_article_id_tag_id_pk" PRIMARY KEY("article_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tag_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"tag_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"search_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_slug_form" CHECK ("tags"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length("tags"."slug") <= 120),
	CONSTRAINT "tags_name_len" CHECK (char_length("tags"."name") between 2 and 40)
);
--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_tags" ADD CONSTRAINT "article_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_slugs" ADD CONSTRAINT "tag_slugs_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_tags_tag_idx" ON "article_tags" USING btree ("tag_id","article_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tag_slugs_tag_idx" ON "tag_slugs" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_slug_idx" ON "tags" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tags_search_key_idx" ON "tags" USING btree ("search_key" text_pattern_ops);--> statement-breakpoint
-- A tag page's pager total is cached until the lists' version moves (0006): filing an article under
-- a tag, or taking it off (a save, a merge, a deletion), moves it as filing under a category does.
CREATE CONSTRAINT TRIGGER "article_tags_list_version" AFTER INSERT OR UPDATE OR DELETE ON "article_tags"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hronika_bump_article_list_version();
