CREATE TYPE "public"."review_state" AS ENUM('pending', 'returned', 'approved');--> statement-breakpoint
CREATE TABLE "article_review_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"article_id" integer NOT NULL,
	"user_id" integer,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_reviews" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"state" "review_state" NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"base_version" integer NOT NULL,
	"proposal" "bytea",
	"proposed_mark" jsonb,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"unseen" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editorial_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"review_before_publishing" boolean DEFAULT false NOT NULL,
	"second_pair_of_eyes" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "editorial_settings_one_row" CHECK ("editorial_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "article_review_notes" ADD CONSTRAINT "article_review_notes_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_review_notes" ADD CONSTRAINT "article_review_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reviews" ADD CONSTRAINT "article_reviews_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reviews" ADD CONSTRAINT "article_reviews_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_reviews" ADD CONSTRAINT "article_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "editorial_settings" ADD CONSTRAINT "editorial_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_review_notes_article_idx" ON "article_review_notes" USING btree ("article_id","created_at");--> statement-breakpoint
CREATE INDEX "article_reviews_state_idx" ON "article_reviews" USING btree ("state","sent_at");--> statement-breakpoint
CREATE INDEX "article_reviews_sent_by_idx" ON "article_reviews" USING btree ("sent_by");