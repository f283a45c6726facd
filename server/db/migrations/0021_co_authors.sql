CREATE TABLE "article_co_authors" (
	"article_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "article_co_authors_article_id_user_id_pk" PRIMARY KEY("article_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "article_co_authors" ADD CONSTRAINT "article_co_authors_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_co_authors" ADD CONSTRAINT "article_co_authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_co_authors_user_idx" ON "article_co_authors" USING btree ("user_id","article_id");--> statement-breakpoint
-- An author page's list holds an author's co-authored articles too (decision 0121): its cached
-- total must move when co-authors change, as with articles' author_id (migration 0006).
CREATE CONSTRAINT TRIGGER "article_co_authors_list_version" AFTER INSERT OR UPDATE OR DELETE ON "article_co_authors"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hronika_bump_article_list_version();
