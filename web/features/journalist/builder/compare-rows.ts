import { diffArrays } from "diff";
import type { ArticleSnapshot } from "#common/schemas/revisions.ts";

/**
 * The comparison of two versions of an article as data (decision 0066, issue 29 point 7): the
 * sections lined up, the runs of unchanged ones cut down to the context around each change, and
 * long unchanged stretches inside a changed text shortened to their ends.
 */

export type SnapshotSection = ArticleSnapshot["sections"][number];

export type Row =
  | { kind: "same" | "added" | "removed"; section: SnapshotSection }
  | { kind: "changed"; before: SnapshotSection; after: SnapshotSection };

const sectionKey = (s: SnapshotSection) => `${s.type}\u0000${s.content}\u0000${s.caption ?? ""}`;

/** The sections of two versions lined up: kept, added, removed, and an edit (a removal next to an addition of the same type) as changed. */
export function sectionRows(before: SnapshotSection[], after: SnapshotSection[]): Row[] {
  const rows: Row[] = [];
  const parts = diffArrays(before.map(sectionKey), after.map(sectionKey));
  let b = 0;
  let a = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const next = parts[i + 1];
    if (part.removed && next?.added) {
      const olds = before.slice(b, b + part.count!);
      const news = after.slice(a, a + next.count!);
      for (let k = 0; k < Math.max(olds.length, news.length); k++) {
        const old = olds[k];
        const fresh = news[k];
        if (old && fresh && old.type === fresh.type) rows.push({ kind: "changed", before: old, after: fresh });
        else {
          if (old) rows.push({ kind: "removed", section: old });
          if (fresh) rows.push({ kind: "added", section: fresh });
        }
      }
      b += olds.length;
      a += news.length;
      i++;
      continue;
    }
    const count = part.count ?? part.value.length;
    if (part.removed) {
      for (const section of before.slice(b, b + count)) rows.push({ kind: "removed", section });
      b += count;
    } else if (part.added) {
      for (const section of after.slice(a, a + count)) rows.push({ kind: "added", section });
      a += count;
    } else {
      for (const section of after.slice(a, a + count)) rows.push({ kind: "same", section });
      a += count;
      b += count;
    }
  }
  return rows;
}

/** What the comparison shows of the sections: a row, or a run of unchanged ones left out. */
export type ShownRow = { kind: "row"; row: Row } | { kind: "gap"; count: number };

/**
 * The changed rows with `context` unchanged ones on each side; every other run of unchanged rows
 * becomes one gap saying how many were left out.
 */
export function rowsWithContext(rows: Row[], context = 1): ShownRow[] {
  const keep = rows.map(() => false);
  rows.forEach((row, i) => {
    if (row.kind === "same") return;
    for (let k = Math.max(0, i - context); k <= Math.min(rows.length - 1, i + context); k++) keep[k] = true;
  });
  const shown: ShownRow[] = [];
  rows.forEach((row, i) => {
    if (keep[i]) shown.push({ kind: "row", row });
    else {
      const last = shown.at(-1);
      if (last?.kind === "gap") last.count++;
      else shown.push({ kind: "gap", count: 1 });
    }
  });
  return shown;
}

/** A piece of a word-by-word comparison: kept, added or removed text, or an unchanged stretch left out ("…"). */
export type WordPart = { kind: "same" | "added" | "removed"; text: string } | { kind: "elided" };

/**
 * A text as words, spaces and punctuation, each its own token; joined, the text as it was. Words
 * are runs of letters, marks and digits of any script (the diff library's own word characters are
 * Latin, and Cyrillic words would be compared letter by letter). Not Intl.Segmenter: V8 copies the
 * whole input into every segment it yields, so a long article took time and memory by the square
 * of its length (100 KB ran out of memory).
 */
function tokensOf(text: string): string[] {
  return text.match(/\s+|[\p{L}\p{M}\p{N}]+|[^\s\p{L}\p{M}\p{N}]/gu) ?? [];
}

/** Tokens of an unchanged stretch that are words (what "keep" counts). */
const isWord = (token: string) => /\S/.test(token);

/**
 * How long a comparison of two long texts may take before the changed middle is shown as removed
 * and added whole (a pasted article against a short one would otherwise freeze the page).
 */
const diffBudget = { timeout: 150, maxEditLength: 4000 };

/**
 * Two texts compared word by word; an unchanged stretch longer than `keep` words on each side of
 * a change is shortened to the `keep` words next to the change on each side, the rest elided.
 */
export function wordParts(before: string, after: string, keep = 12): WordPart[] {
  if (before === after) return [{ kind: "same", text: after }];
  const a = tokensOf(before);
  const b = tokensOf(after);
  // The common beginning and end first: only the middle needs the (costly) comparison.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const middle = diffArrays(a.slice(start, a.length - end), b.slice(start, b.length - end), diffBudget) ?? [
    { value: a.slice(start, a.length - end), removed: true, added: false, count: a.length - start - end },
    { value: b.slice(start, b.length - end), added: true, removed: false, count: b.length - start - end },
  ];
  const pieces: { kind: "same" | "added" | "removed"; tokens: string[] }[] = [];
  const push = (kind: "same" | "added" | "removed", tokens: string[]) => {
    if (tokens.length === 0) return;
    const last = pieces.at(-1);
    if (last?.kind === kind) last.tokens.push(...tokens);
    else pieces.push({ kind, tokens: [...tokens] });
  };
  push("same", a.slice(0, start));
  for (const part of middle) push(part.added ? "added" : part.removed ? "removed" : "same", part.value);
  push("same", a.slice(a.length - end));

  const out: WordPart[] = [];
  pieces.forEach((piece, i) => {
    if (piece.kind !== "same") return out.push({ kind: piece.kind, text: piece.tokens.join("") });
    const head = i === 0 ? 0 : keep;
    const tail = i === pieces.length - 1 ? 0 : keep;
    const wordIndexes = piece.tokens.flatMap((t, k) => (isWord(t) ? [k] : []));
    if (wordIndexes.length <= head + tail + 2) return out.push({ kind: "same", text: piece.tokens.join("") });
    // Cut after the head's last word (with what follows it up to the next word), and before the tail's first.
    const headEnd = head ? wordIndexes[head]! : 0;
    const tailStart = tail ? wordIndexes[wordIndexes.length - tail]! : piece.tokens.length;
    if (head) out.push({ kind: "same", text: piece.tokens.slice(0, headEnd).join("") });
    out.push({ kind: "elided" });
    if (tail) out.push({ kind: "same", text: piece.tokens.slice(tailStart).join("") });
  });
  return out;
}
