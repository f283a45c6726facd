import type { Snippet } from "#common/schemas/search.ts";
import { foldSearchText } from "./fold.ts";

/** About this many characters of text around the query's words (two lines of a results page). */
export const snippetChars = 220;
/** How far before the first word of the window the snippet starts. */
const leadChars = 60;
/** Text read for matches (a long article's words further on are not looked for). */
const scannedChars = 20_000;
const maxMatches = 50;

const token = /[\p{L}\p{N}\p{M}]+/gu;
const plainWord = /^[a-z0-9а-я]+$/;

/** A word of the text as the documents hold it (cheaply for the usual Bulgarian and Latin words). */
function foldWord(word: string): string {
  const lower = word.toLowerCase();
  return plainWord.test(lower) ? lower : foldSearchText(lower).trim();
}

/**
 * The part of `text` with the most of the query's words (`words`: the words of the documents the
 * query matched, as search_words holds them), those words marked, cut at word boundaries with
 * "…" where the text goes on; the beginning of the text, unmarked, when none of them is in it.
 * Plain text in, plain text segments out: whatever the query or the article holds is never markup.
 */
export function snippetOf(text: string, words: ReadonlySet<string>): Snippet {
  const matches: { start: number; end: number; word: string }[] = [];
  const scanned = text.slice(0, scannedChars);
  for (const found of scanned.matchAll(token)) {
    const folded = foldWord(found[0]);
    if (!words.has(folded)) continue;
    matches.push({ start: found.index, end: found.index + found[0].length, word: folded });
    if (matches.length >= maxMatches) break;
  }
  if (matches.length === 0) return text ? [{ text: cutAfter(text, 0, snippetChars), mark: false }] : [];

  let best = { start: 0, score: -1 };
  for (const match of matches) {
    const start = wordStartFrom(text, Math.max(0, match.start - leadChars), match.start);
    const inside = new Set(matches.filter((m) => m.start >= start && m.end <= start + snippetChars).map((m) => m.word));
    if (inside.size > best.score) best = { start, score: inside.size };
  }
  const end = wordEndAtOrBefore(text, best.start + snippetChars);
  const snippet: Snippet = [];
  const push = (piece: string, mark: boolean) => piece && snippet.push({ text: piece, mark });
  let at = best.start;
  if (at > 0) push("…", false);
  for (const match of matches) {
    if (match.start < at || match.end > end) continue;
    push(text.slice(at, match.start), false);
    push(text.slice(match.start, match.end), true);
    at = match.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push("…", false);
  return snippet;
}

/** `position` if a word starts there, else the start of the next word (never past `limit`). */
function wordStartFrom(text: string, position: number, limit: number): number {
  if (position === 0 || text[position - 1] === " ") return position;
  const space = text.indexOf(" ", position);
  return space === -1 || space >= limit ? limit : space + 1;
}

/** `position`, moved back to the end of the last whole word before it. */
function wordEndAtOrBefore(text: string, position: number): number {
  if (position >= text.length) return text.length;
  const space = text.lastIndexOf(" ", position);
  return space <= 0 ? position : space;
}

function cutAfter(text: string, start: number, length: number): string {
  const end = wordEndAtOrBefore(text, start + length);
  return end < text.length ? `${text.slice(start, end)}…` : text.slice(start);
}
