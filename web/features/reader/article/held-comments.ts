/**
 * Which of this browser's comments wait for review, per article, in local storage: only their
 * writer sees them (issue 22), and the page, cached alike for everyone, asks for them
 * (`GET /api/articles/{id}/own-comments`) only where this browser has one, so other readers' pages
 * make no extra request.
 */
const storageKey = "heldComments";
const maxArticles = 50;

type Stored = Record<string, number[]>;

function read(): Stored {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function write(stored: Stored) {
  try {
    const kept = Object.entries(stored)
      .filter(([, ids]) => Array.isArray(ids) && ids.length > 0)
      .slice(-maxArticles);
    if (kept.length === 0) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // Storage off or full: the held comment shows until the page is left, as without storage.
  }
}

/** The held comments this browser posted on the article. */
export function heldCommentIds(articleId: number): number[] {
  const ids = read()[String(articleId)];
  return Array.isArray(ids) ? ids.filter((id) => Number.isInteger(id)) : [];
}

export function rememberHeldComment(articleId: number, commentId: number) {
  const stored = read();
  const key = String(articleId);
  delete stored[key];
  stored[key] = [...new Set([...heldCommentIds(articleId), commentId])];
  write(stored);
}

/** Keeps only the ids still held (the others were published, hidden or deleted meanwhile). */
export function keepHeldComments(articleId: number, stillHeld: readonly number[]) {
  const stored = read();
  stored[String(articleId)] = heldCommentIds(articleId).filter((id) => stillHeld.includes(id));
  write(stored);
}
