ALTER TABLE "push_alerts" ADD COLUMN "audience_up_to" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_alerts" ADD COLUMN "enrolled_up_to" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_alerts" ADD COLUMN "enrolled" integer DEFAULT 0 NOT NULL;