DROP INDEX "articles_status_publish_idx";--> statement-breakpoint
DROP INDEX "articles_status_views_idx";--> statement-breakpoint
DROP INDEX "articles_status_comments_idx";--> statement-breakpoint
DROP INDEX "articles_author_idx";--> statement-breakpoint
DROP INDEX "articles_created_idx";--> statement-breakpoint
DROP INDEX "audit_logs_created_idx";--> statement-breakpoint
DROP INDEX "audit_logs_user_created_idx";--> statement-breakpoint
DROP INDEX "audit_logs_action_created_idx";--> statement-breakpoint
DROP INDEX "audit_logs_entity_created_idx";--> statement-breakpoint
DROP INDEX "comments_article_created_idx";--> statement-breakpoint
DROP INDEX "comments_created_idx";--> statement-breakpoint
CREATE INDEX "articles_status_publish_idx" ON "articles" USING btree ("status","publish_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_status_views_idx" ON "articles" USING btree ("status","views_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_status_comments_idx" ON "articles" USING btree ("status","comments_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "articles_created_idx" ON "articles" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_logs_user_created_idx" ON "audit_logs" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_logs_action_created_idx" ON "audit_logs" USING btree ("action","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_logs_entity_created_idx" ON "audit_logs" USING btree ("entity_type","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_article_created_idx" ON "comments" USING btree ("article_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at" DESC NULLS FIRST);