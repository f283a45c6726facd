import { z } from "./zod.ts";
import { limits } from "../limits.ts";
import { builderTexts, imageTexts } from "../messages/journalist.ts";
import { isVideoUrl } from "../media.ts";
import { htmlToText, removeInvisible, trimInvisible } from "../text.ts";
import { slugify } from "../transliteration.ts";
import { sectionTypes } from "./articles.ts";
import { articleTagsInputSchema } from "./tags.ts";
import { coAuthorIdsSchema } from "./co-authors.ts";

/**
 * What the builder sends to save an article (SPEC.md §7 Journalist). The shape is checked by
 * this schema; the rules, with their texts and in SPEC.md §5's order, by `articleSaveError`.
 */
export const articleInputSchema = z.object({
  title: z.string().max(10_000),
  categories: z.array(z.string().max(200)).max(50).default([]),
  sections: z
    .array(
      z.object({
        type: z.string().max(40),
        // The limits are articleSizeError's, with their texts; the schema only bounds the parse.
        content: z.string().max(limits.articleContentMaxChars).default(""),
        caption: z.string().max(2000).nullish(),
        /** A picture's alternative text (required) and credit (issue 21); a video has no alt. */
        alt: z.string().max(2000).nullish(),
        credit: z.string().max(2000).nullish(),
      }),
    )
    .max(limits.articleMaxSections * 2)
    .default([]),
  thumbnail: z.string().max(2000).nullish(),
  /** Required with a thumbnail (issue 21). */
  thumbnailAlt: z.string().max(2000).nullish(),
  thumbnailCredit: z.string().max(2000).nullish(),
  description: z.string().max(10_000).default(""),
  isPublished: z.boolean().optional(),
  // Issue 20 (decisions 0065, 0067, 0068): each optional, so SPEC.md's body stays a valid save.
  /** Publish at this moment instead of now (ISO 8601 with a zone); the article is `scheduled` until then. */
  scheduledAt: z.iso.datetime({ offset: true }).optional(),
  /** The version the editor started from; a save on an older one than the stored one answers 409. */
  version: z.number().int().min(1).max(2_147_483_647).optional(),
  /** An edit of a published article marked for readers as a correction or an update, with a note. */
  change: z.object({ kind: z.enum(["correction", "update"]), note: z.string().max(2000) }).optional(),
  /** The article's address, `/article/{id}-{slug}` (issue 32): the author's own; articleSlugOf checks it. */
  slug: z.string().max(20_000).optional(),
  /** Its tags (issue 32), names as typed; absent keeps the ones it has. common/tags.ts checks them. */
  tags: articleTagsInputSchema.optional(),
  /** Co-authors by account id, in the byline's order (decision 0121); only the author changes them. */
  coAuthors: coAuthorIdsSchema.optional(),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

function sectionIsEmpty(section: { type: string; content: string }): boolean {
  const text = section.type === "paragraph" ? htmlToText(section.content) : section.content.trim();
  return text.length === 0;
}

type SavedParts = Pick<
  ArticleInput,
  "title" | "categories" | "description" | "thumbnail" | "thumbnailAlt" | "thumbnailCredit"
> & {
  sections: Pick<ArticleInput["sections"][number], "type" | "content" | "caption" | "alt" | "credit">[];
};

/** A media section that shows a picture (not a video, not empty): it needs an alternative text. */
export function isPictureSection(section: { type: string; content: string }): boolean {
  return section.type === "image" && section.content.trim() !== "" && !isVideoUrl(section.content.trim());
}

const blank = (text: string | null | undefined) => !text?.trim();
const longer = (text: string | null | undefined, max: number) => (text ?? "").trim().length > max;

/**
 * The first rule an article breaks, as its message, or null: SPEC.md §5's order (title, at least
 * one section, every section has content), then every picture's alternative text (issue 21), then
 * the limits. Shared by the builder and the server.
 */
export function articleSaveError(input: SavedParts): string | null {
  const title = input.title.trim();
  if (!title) return builderTexts.titleRequired;
  if (input.sections.length === 0) return builderTexts.sectionsRequired;
  if (input.sections.some(sectionIsEmpty)) return builderTexts.sectionContentRequired;
  if (!blank(input.thumbnail) && blank(input.thumbnailAlt)) return imageTexts.thumbnailAltRequired;
  if (input.sections.some((s) => isPictureSection(s) && blank(s.alt))) return imageTexts.sectionAltRequired;
  return articleLimitError(input);
}

/**
 * The rule of a draft kept on the server (decision 0064): a title, and the limits; its sections
 * may still be missing or empty, and its pictures undescribed, since it is work in progress that
 * readers never see.
 */
export function draftSaveError(input: SavedParts): string | null {
  if (!input.title.trim()) return builderTexts.titleRequired;
  return articleLimitError(input);
}

function articleLimitError(input: SavedParts): string | null {
  const title = input.title.trim();
  if (title.length > limits.articleTitleMax) return builderTexts.titleTooLong(limits.articleTitleMax);
  if (input.sections.some((s) => !(sectionTypes as readonly string[]).includes(s.type)))
    return builderTexts.unknownSectionType;
  if (input.sections.some((s) => s.type === "heading" && s.content.trim().length > limits.headingMax))
    return builderTexts.headingTooLong(limits.headingMax);
  if (input.sections.some((s) => (s.caption ?? "").trim().length > limits.captionMax))
    return builderTexts.captionTooLong(limits.captionMax);
  if (new Set(input.categories.map((c) => c.trim().toLowerCase())).size > limits.articleMaxCategories) {
    return builderTexts.tooManyCategories(limits.articleMaxCategories);
  }
  if ((input.description ?? "").trim().length > limits.articleDescriptionMax)
    return builderTexts.descriptionTooLong(limits.articleDescriptionMax);
  const images = [
    { alt: input.thumbnailAlt, credit: input.thumbnailCredit },
    ...input.sections.filter((s) => s.type === "image"),
  ];
  if (images.some((i) => longer(i.alt, limits.imageAltMax))) return imageTexts.altTooLong(limits.imageAltMax);
  if (images.some((i) => longer(i.credit, limits.imageCreditMax)))
    return imageTexts.creditTooLong(limits.imageCreditMax);
  return null;
}

/**
 * The size rule of a save (answered 413 by the server, shown by the builder before it sends):
 * the number of sections, the characters of one section and of all of them, and the markup of
 * the paragraphs. It bounds the work of one save, which sanitizing paragraph HTML dominates.
 */
export function articleSizeError(input: Pick<ArticleInput, "sections">): string | null {
  if (input.sections.length > limits.articleMaxSections) return builderTexts.tooManySections(limits.articleMaxSections);
  let characters = 0;
  let markup = 0;
  for (const section of input.sections) {
    const length = section.content.length + (section.caption?.length ?? 0);
    if (length > limits.sectionContentMax) return builderTexts.sectionTooLong(limits.sectionContentMax);
    characters += length;
    if (section.type === "paragraph") markup += countOf(section.content, "<");
  }
  if (characters > limits.articleContentMaxChars) return builderTexts.articleTooLong(limits.articleContentMaxChars);
  if (markup > limits.articleMarkupMax) return builderTexts.tooMuchMarkup(limits.articleMarkupMax);
  return null;
}

function countOf(text: string, character: string): number {
  let count = 0;
  for (let at = text.indexOf(character); at !== -1; at = text.indexOf(character, at + 1)) count++;
  return count;
}

/**
 * The slug an author's text for the address makes (issue 32): spelled as slugify spells a title
 * (so "София" is "sofia"), or null when the text is refused: longer than the slug's limit, with
 * a control or invisible character anywhere, or nothing it can spell.
 */
export function articleSlugOf(text: string): string | null {
  const trimmed = trimInvisible(text);
  if (trimmed.length > limits.articleSlugMax || /\p{Cc}/u.test(trimmed) || removeInvisible(trimmed) !== trimmed)
    return null;
  return slugify(trimmed) || null;
}
