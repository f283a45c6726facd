-- Bulgarian-aware search text: lower-case, transliterate Cyrillic to Latin by the official
-- streamlined system (Transliteration Act 2009: щ=sht, ъ=a, ь=y, ю=yu, я=ya, and "ия" at the end
-- of a word = "ia"), then fold accents. Applied to both documents and queries, so "sofia" finds
-- "София", "zhivot" finds "живот" and "shte" finds "ще".
CREATE OR REPLACE FUNCTION hronika_translit(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT translate(
    replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(lower(input), 'ия([^[:alnum:]]|$)', 'ia\1', 'g'),
      'щ', 'sht'), 'ж', 'zh'), 'ц', 'ts'), 'ч', 'ch'), 'ш', 'sh'), 'ю', 'yu'), 'я', 'ya'),
    'абвгдезийклмнопрстуфхъьѝё',
    'abvgdeziyklmnoprstufhayie')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION hronika_search_text(input text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE STRICT AS $$
  SELECT unaccent(hronika_translit(input))
$$;
