-- Search the way Bulgarians type (issue 19, decision 0080). The documents keep Cyrillic as
-- Cyrillic: a query in Latin letters is matched to them letter by letter in the application
-- (server/modules/search/spelling.ts), after a coarse key that every spelling shares has found
-- the candidate words through an index (search_words.key, the next migration).
--
-- hronika_search_fold: lower case, ѝ as и, no accents, and every run of characters that are neither
-- letters nor digits one space (so that «цитат», which unaccent spells <<цитат>>, is no longer
-- read as a markup tag and dropped, and the words of a document are exactly the words a query is
-- cut into). Twin: foldSearchText in server/modules/search/fold.ts.
CREATE OR REPLACE FUNCTION hronika_search_fold(input text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE STRICT AS $$
  SELECT regexp_replace(lower(unaccent(replace(lower(input), 'ѝ', 'и'))), '[^[:alnum:]]+', ' ', 'g')
$$;--> statement-breakpoint
-- hronika_search_key, of a folded word: Latin as written (4 = ch, 6 = sh, 6t = sht in words with
-- letters; c = ts; w as в, j as ж, x as х, q as я, ` as ъ), Cyrillic letter by letter in the
-- official transliteration; then sht → sh, zh → z, tz → ts and every run of a, i, u, y one "a".
-- "бюджет", "byudzhet", "budjet" and "biudjet" all give "badzet". Twin: searchKey in fold.ts.
CREATE OR REPLACE FUNCTION hronika_search_key(word text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT regexp_replace(
    replace(replace(replace(
      translate(
        replace(replace(replace(replace(replace(replace(replace(replace(
          regexp_replace(
            CASE WHEN word ~ '[a-zа-я]' THEN replace(replace(replace(word, '6t', 'sht'), '6', 'sh'), '4', 'ch') ELSE word END,
            'c(?!h)', 'ts', 'g'),
          'щ', 'sht'), 'ж', 'zh'), 'ц', 'ts'), 'ч', 'ch'), 'ш', 'sh'), 'ю', 'yu'), 'я', 'ya'), 'q', 'ya'),
        'абвгдезийклмнопрстуфхъьwjx`', 'abvgdeziyklmnoprstufhayvzha'),
      'sht', 'sh'), 'zh', 'z'), 'tz', 'ts'),
    '[aiuy]+', 'a', 'g')
$$;--> statement-breakpoint
-- The documents again, with the new folding: the GIN indexes are dropped and built once at the end
-- (inserting 100 000 documents into them one by one takes far longer), and the word list starts
-- over (its old words were transliterated).
DROP INDEX IF EXISTS "article_search_title_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "article_search_body_idx";--> statement-breakpoint
TRUNCATE "article_search", "search_words";--> statement-breakpoint
INSERT INTO "article_search" ("article_id", "published", "publish_date", "title", "body")
SELECT a.id, a.status = 'published', a.publish_date,
       strip(to_tsvector('simple', hronika_search_fold(a.title))),
       strip(to_tsvector('simple', hronika_search_fold(concat_ws(' ',
         a.title,
         a.description,
         (SELECT string_agg(c.name, ' ' ORDER BY ac.position)
            FROM article_categories ac JOIN categories c ON c.id = ac.category_id
           WHERE ac.article_id = a.id),
         (SELECT string_agg(regexp_replace(s.content, '<[^>]*>|&[a-z]+;|&#[0-9]+;', ' ', 'gi'), ' ' ORDER BY s.order_index)
            FROM sections s
           WHERE s.article_id = a.id AND s.type IN ('heading', 'paragraph'))))))
  FROM articles a;--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT unnest(tsvector_to_array("body")) FROM "article_search"
    ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_search_title_idx" ON "article_search" USING gin ("title") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "article_search_body_idx" ON "article_search" USING gin ("body") WITH (fastupdate=false);--> statement-breakpoint
-- A search's matches change with the text of the articles, not only with the fields that bump
-- article_list_version (migration 0006): the admin list's total for a search is cached until it
-- moves, so a document whose words change bumps it too (at commit, once per transaction).
DROP TRIGGER IF EXISTS "article_search_list_version_rows" ON "article_search";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "article_search_list_version_rows" AFTER INSERT OR DELETE ON "article_search"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION hronika_bump_article_list_version();--> statement-breakpoint
DROP TRIGGER IF EXISTS "article_search_list_version_words" ON "article_search";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "article_search_list_version_words" AFTER UPDATE OF "title", "body" ON "article_search"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.body IS DISTINCT FROM NEW.body)
  EXECUTE FUNCTION hronika_bump_article_list_version();
