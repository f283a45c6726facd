CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text,
	"article_id" integer,
	"origin" text DEFAULT 'manual' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_target" CHECK (("redirects"."to_path" is null) <> ("redirects"."article_id" is null)),
	CONSTRAINT "redirects_origin" CHECK ("redirects"."origin" in ('import', 'manual')),
	CONSTRAINT "redirects_from_len" CHECK (char_length("redirects"."from_path") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "wordpress_imports" (
	"site" text NOT NULL,
	"kind" text NOT NULL,
	"wordpress_key" text NOT NULL,
	"local_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wordpress_imports_site_kind_wordpress_key_pk" PRIMARY KEY("site","kind","wordpress_key")
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from_path");--> statement-breakpoint
CREATE INDEX "redirects_article_idx" ON "redirects" USING btree ("article_id") WHERE "redirects"."article_id" is not null;