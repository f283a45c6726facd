/**
 * The pre-moderation rules that need no database (docs/decisions/0076): whether a text carries a
 * link, and whether a folded text holds a banned word or phrase. Folding itself (lower case,
 * official transliteration, no accents) is the project's one folding, done in SQL (folding.ts).
 */

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

/** A folded text as the matcher compares it: its words, separated by single spaces, with a space at each end. */
export function wordsOf(folded: string): string {
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.length === 0 ? "" : ` ${words.join(" ")} `;
}

/** A banned entry as typed: whole words, or, with a final *, the words that begin so. */
export type BannedEntry = { text: string; prefix: boolean };

export function parseBannedEntry(typed: string): BannedEntry {
  const trimmed = typed.trim();
  const prefix = trimmed.endsWith("*");
  return { text: prefix ? trimmed.replace(/\*+$/, "") : trimmed, prefix };
}

/**
 * A matcher for banned entries whose text is already folded: `matches(foldedText)` is true when
 * the text holds one of them as whole words (or as the beginning of a word, for a prefix entry).
 */
export function bannedWordMatcher(entries: readonly BannedEntry[]) {
  const needles = entries
    .map((entry) => ({ words: wordsOf(entry.text).trimEnd(), prefix: entry.prefix }))
    .filter((entry) => entry.words !== "")
    .map((entry) => (entry.prefix ? entry.words : `${entry.words} `));
  return {
    empty: needles.length === 0,
    matches(folded: string): boolean {
      const text = wordsOf(folded);
      return needles.some((needle) => text.includes(needle));
    },
  };
}

export type BannedWordMatcher = ReturnType<typeof bannedWordMatcher>;
