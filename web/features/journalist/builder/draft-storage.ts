import { z } from "zod";
import { limits } from "#common/limits.ts";
import { sectionTypes } from "#common/schemas/articles.ts";
import { storageKeys } from "#web/lib/api.ts";
import { withSections, type WorkingCopy } from "./working-copy.ts";

/**
 * The builder's draft in local storage (SPEC.md §4 Draft auto-save, key `article_draft`): the
 * working copy, and which article it belongs to (null for a new one). A new article's draft is
 * restored when the builder opens in create mode. Edit mode saves its own copy only over an
 * empty key or another edit's copy, and removes only its own when it closes, so opening an old
 * article never destroys an unfinished new one (docs/decisions/0009-article-builder.md).
 */
const storedDraftSchema = z.object({
  articleId: z.number().int().positive().nullable().default(null),
  title: z.string(),
  categories: z.array(z.string()).max(limits.articleMaxCategories),
  tags: z.array(z.string().max(200)).max(limits.articleMaxTags).optional(),
  sections: z.array(
    z.object({
      id: z.string().min(1),
      type: z.enum(sectionTypes),
      content: z.string(),
      caption: z.string().nullable().default(null),
      alt: z.string().nullable().default(null),
      credit: z.string().nullable().default(null),
      orderIndex: z.number().default(0),
    }),
  ),
  thumbnail: z.string().default(""),
  thumbnailAlt: z.string().default(""),
  thumbnailCredit: z.string().default(""),
  description: z.string().max(limits.articleDescriptionMax).default(""),
  isPublished: z.boolean().optional(),
  /** When this device stored it, and the server version it was written on (issue 29: offered back on reopening). */
  savedAt: z.string().nullable().default(null),
  baseVersion: z.number().int().nullable().default(null),
});

type StoredDraft = z.infer<typeof storedDraftSchema>;

function readStored(): StoredDraft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(storageKeys.articleDraft);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    return storedDraftSchema.parse(JSON.parse(raw));
  } catch {
    // Unreadable (another version, hand-edited, cut off): discarded, as SPEC.md §4 says.
    removeDraft();
    return null;
  }
}

/** The unfinished new article, or null (an unreadable draft is removed). */
export function readNewArticleDraft(): WorkingCopy | null {
  const stored = readStored();
  if (!stored || stored.articleId !== null) return null;
  return copyOf(stored);
}

function copyOf(stored: StoredDraft): WorkingCopy {
  const { articleId: _articleId, savedAt: _savedAt, baseVersion: _baseVersion, ...copy } = stored;
  return withSections({ ...copy, readTime: "" }, copy.sections);
}

/** The copy of an opened article left on this device (a reload, a closed tab, a crash), or null. */
export type DeviceCopy = { copy: WorkingCopy; savedAt: string | null; baseVersion: number | null };

export function readEditDraft(articleId: number): DeviceCopy | null {
  const stored = readStored();
  if (!stored || stored.articleId !== articleId) return null;
  return { copy: copyOf(stored), savedAt: stored.savedAt, baseVersion: stored.baseVersion };
}

/**
 * Stores the working copy, with when and on which server version it was written; throws when
 * storage refuses (full, or disabled).
 */
export function writeDraft(
  copy: WorkingCopy,
  articleId: number | null,
  meta: { baseVersion?: number | null; now?: Date } = {},
) {
  if (articleId !== null) {
    const stored = readStored();
    if (stored && stored.articleId === null) return; // an unfinished new article stays
  }
  const { readTime: _readTime, ...rest } = copy;
  const savedAt = (meta.now ?? new Date()).toISOString();
  localStorage.setItem(
    storageKeys.articleDraft,
    JSON.stringify({ articleId, ...rest, savedAt, baseVersion: meta.baseVersion ?? null }),
  );
}

export function removeDraft() {
  try {
    localStorage.removeItem(storageKeys.articleDraft);
  } catch {
    // Storage unavailable: there is nothing to remove.
  }
}

/** Removes the draft when it belongs to this article (leaving edit mode). */
export function removeEditDraft(articleId: number) {
  if (readStored()?.articleId === articleId) removeDraft();
}
