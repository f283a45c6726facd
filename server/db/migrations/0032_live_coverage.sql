CREATE TABLE "live_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"author_id" integer,
	"content" text NOT NULL,
	"image" text,
	"image_alt" text,
	"pinned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "live_entries_image_alt" CHECK ("live_entries"."image" is null or "live_entries"."image_alt" is not null)
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "live_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "live_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "live_auto_end_hours" smallint;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "live_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_entries" ADD CONSTRAINT "live_entries_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_entries" ADD CONSTRAINT "live_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_entries_article_idx" ON "live_entries" USING btree ("article_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "live_entries_article_updated_idx" ON "live_entries" USING btree ("article_id","updated_at");--> statement-breakpoint
CREATE INDEX "articles_live_open_idx" ON "articles" USING btree ("live_updated_at") WHERE "articles"."live_started_at" is not null and "articles"."live_ended_at" is null;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_live_auto_end_hours" CHECK ("articles"."live_auto_end_hours" is null or "articles"."live_auto_end_hours" between 1 and 168);