/**
 * The pre-moderation rules that need no database (docs/decisions/0076): whether a text carries a
 * link, and whether a text holds a banned word or phrase, read as the search reads words.
 */
import { spellingKeys, typedWordsOf } from "#server/modules/search/query-words.ts";
import { queryWord, spellingMatch, type QueryWord } from "#server/modules/search/spelling.ts";

/** Top-level domains a bare "name.tld" is taken as a link for (others count with a path, "x.tld/…"). */
const commonTlds =
  "com|net|org|info|biz|bg|eu|io|co|me|tv|ru|ua|rs|mk|ro|gr|tr|de|uk|us|fr|it|es|nl|pl|cz|at|ch|be|se|no|dk|fi|online|site|top|xyz|app|dev|shop|store|club|live|news|link|click|pro|ly|gl|gg|cc|to|su";
// Unicode-aware word edges: \b knows ASCII letters only, and a domain may be Cyrillic (пример.bg).
const label = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const start = String.raw`(?<![\p{L}\p{N}.-])`;
const end = String.raw`(?![\p{L}\p{N}-])`;
const linkPattern = new RegExp(
  [
    String.raw`(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/`, // any scheme://
    String.raw`${start}www\.`,
    String.raw`${start}${label}(?:\.${label})*\.(?:${commonTlds}|бг)${end}`,
    String.raw`${start}${label}(?:\.${label})*\.[a-z]{2,24}\/`,
  ].join("|"),
  "iu",
);

/** Whether a comment carries a link: a scheme (http://…), www., or a domain name such as example.com. */
export function containsLink(text: string): boolean {
  return linkPattern.test(text);
}

/** A banned entry as typed: whole words, or, with a final *, the words that begin so. */
export type BannedEntry = { text: string; prefix: boolean };

export function parseBannedEntry(typed: string): BannedEntry {
  const trimmed = typed.trim();
  const prefix = trimmed.endsWith("*");
  return { text: prefix ? trimmed.replace(/\*+$/, "") : trimmed, prefix };
}

/** One word of an entry: how search reads it, and its keys (a cheap first test before the spelling). */
type NeedleWord = { word: QueryWord; keys: string[]; prefix: boolean };

/**
 * A matcher for banned entries: `matches(text)` is true when the text holds one of them as whole
 * words (or, for an entry ending in *, its last word as the beginning of a word), in any spelling
 * the search accepts (decision 0080): Cyrillic, the official or the informal Latin, mixed, any
 * case, accents or none. Words are compared as the search compares a query's word with a
 * document's, without forgiving typos: keys first (the keys of a word's spellings meet), then
 * the spelling itself, so "глупак" holds "GLUPAK" and "glupak" but not "глупаци" or "neglupak".
 */
export function bannedWordMatcher(entries: readonly BannedEntry[]) {
  const needles: NeedleWord[][] = entries
    .map((entry) =>
      typedWordsOf(entry.text).map((text, i, all) => {
        const prefix = entry.prefix && i === all.length - 1;
        const keys = spellingKeys(text);
        return { word: queryWord(text, { mode: prefix ? "prefix" : "whole", last: false }), keys: prefix ? keys.map((k) => k.slice(0, -1)) : keys, prefix };
      }),
    )
    .filter((words) => words.length > 0);
  const spells = (needle: NeedleWord, word: string, keys: readonly string[]) =>
    keys.some((key) => needle.keys.some((k) => (needle.prefix ? key.startsWith(k) : key === k))) && spellingMatch(needle.word, word) === "exact";
  return {
    empty: needles.length === 0,
    matches(text: string): boolean {
      if (needles.length === 0) return false;
      const words = typedWordsOf(text);
      const keys = words.map(spellingKeys);
      return needles.some((needle) => {
        for (let at = 0; at + needle.length <= words.length; at++) {
          if (needle.every((part, i) => spells(part, words[at + i]!, keys[at + i]!))) return true;
        }
        return false;
      });
    },
  };
}

export type BannedWordMatcher = ReturnType<typeof bannedWordMatcher>;
