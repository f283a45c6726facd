import type { ArticleDetail } from "#common/schemas/articles.ts";
import type { ArticleSnapshot, ArticleStatus, EditConflict } from "#common/schemas/revisions.ts";
import { ApiError } from "#web/lib/api.ts";
import { saveBody, workingCopyFromArticle, type WorkingCopy } from "./working-copy.ts";

/** Where the article stands on the server, as far as the builder knows (issue 20): none yet for a new one. */
export type ServerState = {
  id: number | null;
  version: number | null;
  status: ArticleStatus | null;
  scheduledAt: string | null;
};

export const noServerCopy: ServerState = { id: null, version: null, status: null, scheduledAt: null };

/** The server state of a loaded article. */
export function serverStateOf(article: Pick<ArticleDetail, "id" | "version" | "status" | "scheduledAt">): ServerState {
  return { id: article.id, version: article.version, status: article.status, scheduledAt: article.scheduledAt };
}

/** The working copy as a revision's snapshot, to compare with one (decision 0066). */
export function snapshotOfCopy(copy: WorkingCopy): ArticleSnapshot {
  const { title, description, categories, sections, tags } = saveBody(copy, "create");
  return {
    title,
    description,
    thumbnail: copy.thumbnail || null,
    categories,
    sections: sections.map((s) => ({ ...s, caption: s.caption ?? null })),
    ...(tags ? { tags } : {}),
  };
}

/** A snapshot (a revision, the pending changes, the other person's version) as a working copy. */
export function copyFromSnapshot(snapshot: ArticleSnapshot, isPublished: boolean | undefined): WorkingCopy {
  return { ...workingCopyFromArticle(snapshot), isPublished };
}

/** The content fields of a save, for the autosave: all but the address, the byline and the status. */
export function contentBody(copy: WorkingCopy) {
  const { title, categories, tags, sections, thumbnail, thumbnailAlt, thumbnailCredit, description } = saveBody(
    copy,
    "create",
  );
  return { title, categories, tags, sections, thumbnail, thumbnailAlt, thumbnailCredit, description };
}

/** What a 409 edit_conflict says happened since the version sent (issue 29), or null. */
export function conflictOf(error: unknown): EditConflict | null {
  if (!(error instanceof ApiError) || error.code !== "edit_conflict") return null;
  const conflict = (error.body as { conflict?: unknown } | undefined)?.conflict;
  return conflict && typeof conflict === "object" ? (conflict as EditConflict) : null;
}

/**
 * The same text in both (a device's copy and the server's, pending changes): nothing to offer back.
 * Tags count only when both know them: a revision does not keep them.
 */
export function sameText(a: ArticleSnapshot, b: ArticleSnapshot): boolean {
  const bothTagged = a.tags !== undefined && b.tags !== undefined;
  const plain = (s: ArticleSnapshot) =>
    JSON.stringify([
      s.title,
      s.description,
      s.thumbnail ?? null,
      s.categories,
      bothTagged ? s.tags : null,
      s.sections.map((x) => [x.type, x.content, x.caption ?? null]),
    ]);
  return plain(a) === plain(b);
}
