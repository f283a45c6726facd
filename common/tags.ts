import { limits } from "./limits.ts";
import { tagRuleTexts } from "./messages/tags.ts";
import { isStorableText, removeInvisible, trimInvisible } from "./text.ts";
import { slugify } from "./transliteration.ts";

/** A tag as an article carries it and readers see it: its name and its address's slug (issue 32). */
export type TagName = { name: string; slug: string };

/**
 * A tag's name as typed, made ready to store (decision 0119), or the rule it breaks: trimmed,
 * inner runs of spaces one space; refused with a text when it holds a control or invisible
 * character (NUL, a zero-width space), is shorter than `tagNameMin` or longer than `tagNameMax`,
 * or spells no address (nothing but punctuation or emoji). The slug is the tag's identity:
 * "София", "софия" and "Sofia" are one tag.
 */
export function cleanTagName(text: string): { ok: true; tag: TagName } | { ok: false; error: string } {
  const trimmed = trimInvisible(text);
  if (!isStorableText(trimmed) || /\p{Cc}/u.test(trimmed) || removeInvisible(trimmed) !== trimmed)
    return { ok: false, error: tagRuleTexts.invalid };
  const name = trimmed.replace(/\s+/gu, " ");
  if (name.length < limits.tagNameMin) return { ok: false, error: tagRuleTexts.tooShort(limits.tagNameMin) };
  if (name.length > limits.tagNameMax) return { ok: false, error: tagRuleTexts.tooLong(limits.tagNameMax) };
  const slug = slugify(name, limits.tagSlugMax);
  if (slug === "") return { ok: false, error: tagRuleTexts.unspellable };
  return { ok: true, tag: { name, slug } };
}

/**
 * An article's tags as sent, cleaned (cleanTagName), repeats by slug dropped (the first spelling
 * kept), in the order given; or the first rule broken: one tag's, or more than `articleMaxTags`.
 */
export function cleanArticleTags(
  texts: readonly string[],
): { ok: true; tags: TagName[] } | { ok: false; error: string } {
  const bySlug = new Map<string, TagName>();
  for (const text of texts) {
    const cleaned = cleanTagName(text);
    if (!cleaned.ok) return cleaned;
    if (!bySlug.has(cleaned.tag.slug)) bySlug.set(cleaned.tag.slug, cleaned.tag);
  }
  if (bySlug.size > limits.articleMaxTags) return { ok: false, error: tagRuleTexts.tooMany(limits.articleMaxTags) };
  return { ok: true, tags: [...bySlug.values()] };
}
