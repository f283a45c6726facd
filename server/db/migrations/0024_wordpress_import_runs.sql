CREATE TABLE "wordpress_import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"progress" jsonb,
	"report" jsonb,
	"error" text,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wordpress_import_runs" ADD CONSTRAINT "wordpress_import_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wordpress_import_runs_one_running" ON "wordpress_import_runs" USING btree ("state") WHERE "wordpress_import_runs"."state" = 'running';