ALTER TYPE "public"."audit_entity" ADD VALUE 'MEDIA';--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "credit" text;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "focal_x" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "focal_y" real DEFAULT 0.5 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" ADD COLUMN "social_crop" jsonb;--> statement-breakpoint
CREATE INDEX "articles_thumbnail_idx" ON "articles" USING btree ("thumbnail" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "media_files_created_idx" ON "media_files" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_files_uploader_idx" ON "media_files" USING btree ("uploaded_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "media_files_search_trgm_idx" ON "media_files" USING gin ("search_key" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "sections_media_idx" ON "sections" USING btree ("content" text_pattern_ops) WHERE "sections"."type" = 'image';--> statement-breakpoint
-- The media library (issue 34, point 3, decision 0130): a picture's description and credit come
-- from the newest article that gave them, for the lead picture or a picture section. Only empty
-- values are filled, so the migration can run again without touching a text someone wrote.
UPDATE "media_files" m
   SET "alt" = coalesce(nullif(btrim(m."alt"), ''), nullif(btrim(u."alt"), '')),
       "credit" = coalesce(nullif(btrim(m."credit"), ''), nullif(btrim(u."credit"), ''))
  FROM (
    SELECT DISTINCT ON (x."key") x."key", x."alt", x."credit"
      FROM (
        SELECT substring(a."thumbnail" from '^/media/(.+)-[0-9]+\.webp$') AS "key",
               a."thumbnail_alt" AS "alt", a."thumbnail_credit" AS "credit", a."updated_at" AS "at"
          FROM "articles" a
         WHERE a."thumbnail" LIKE '/media/%'
        UNION ALL
        SELECT substring(s."content" from '^/media/(.+)-[0-9]+\.webp$'), s."alt", s."credit", a."updated_at"
          FROM "sections" s JOIN "articles" a ON a."id" = s."article_id"
         WHERE s."type" = 'image' AND s."content" LIKE '/media/%'
      ) x
     WHERE x."key" IS NOT NULL AND (coalesce(btrim(x."alt"), '') <> '' OR coalesce(btrim(x."credit"), '') <> '')
     ORDER BY x."key", x."at" DESC
  ) u
 WHERE m."storage_key" = u."key" AND m."kind" = 'image';
--> statement-breakpoint
-- The search keys of the words of the description, credit and file name (twin: mediaSearchKey in
-- server/modules/media/library.ts).
UPDATE "media_files" SET "search_key" = coalesce((
  SELECT ' ' || string_agg(hronika_search_key(w), ' ') || ' '
    FROM regexp_split_to_table(btrim(hronika_search_fold(concat_ws(' ', "alt", "credit", "original_name"))), ' ') w
   WHERE w <> ''), '');
