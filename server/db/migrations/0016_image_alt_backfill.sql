-- Every stored picture gets an alternative text (issue 21), which saves now require: a thumbnail
-- the article's title, a picture section its caption or else the article's title. Videos (by
-- SPEC.md §9's rule, as common/media.ts isVideoUrl) get none. Only empty values are filled, so
-- the migration can run again after others without touching a text someone wrote.
UPDATE "articles" SET "thumbnail_alt" = "title"
  WHERE "thumbnail" IS NOT NULL AND "thumbnail" <> '' AND coalesce(btrim("thumbnail_alt"), '') = '';
--> statement-breakpoint
UPDATE "sections" s SET "alt" = coalesce(nullif(btrim(s."caption"), ''), a."title")
  FROM "articles" a
  WHERE a."id" = s."article_id" AND s."type" = 'image' AND coalesce(btrim(s."alt"), '') = ''
    AND s."content" !~* '\.(mp4|webm|ogg)([?#]|$)' AND strpos(s."content", '/video/') = 0;
