import { limits } from "#common/limits.ts";

/** The name a reader last commented under, on this device (issue 29, point 17): offered in the next comment form. */
const storageKey = "commentName";

export function rememberedCommentName(): string {
  try {
    const name = localStorage.getItem(storageKey) ?? "";
    return name.length <= limits.commentUsernameMax ? name : "";
  } catch {
    return "";
  }
}

export function rememberCommentName(name: string) {
  try {
    localStorage.setItem(storageKey, name);
  } catch {
    // Storage off or full: the reader types the name again next time.
  }
}
