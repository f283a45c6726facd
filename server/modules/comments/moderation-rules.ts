/**
 * The pre-moderation rules that need no database (docs/decisions/0076): whether a text carries a
 * link, and whether a text holds a banned word or phrase, read as the search reads words. Both
 * read the text cleaned as the search reads it (issue 30, point 9): invisible characters removed
 * and look-alike letters of mixed-script words folded (confusables.ts).
 */
import { removeInvisible } from "#common/text.ts";
import { foldConfusables } from "#server/modules/search/confusables.ts";
import { spellingKeys, typedWordsOf } from "#server/modules/search/query-words.ts";
import { queryWord, spellingMatch, type QueryWord } from "#server/modules/search/spelling.ts";

/**
 * A comment's text as the rules read it: compatibility forms as their plain letters (NFKC:
 * fullwidth "ｅｖｉｌ", mathematical "𝐠𝐥𝐮𝐩𝐚𝐤"), invisible characters removed, look-alike letters of
 * mixed-script words folded.
 */
export function moderatedText(text: string): string {
  return foldConfusables(removeInvisible(text.normalize("NFKC")));
}

/** Top-level domains a bare "name.tld" is taken as a link for (others count with a path, "x.tld/…"). */
const commonTlds =
  "com|net|org|info|biz|bg|eu|io|co|me|tv|ru|ua|rs|mk|ro|gr|tr|de|uk|us|fr|it|es|nl|pl|cz|at|ch|be|se|no|dk|fi|online|site|top|xyz|app|dev|shop|store|club|live|news|link|click|pro|ly|gl|gg|cc|to|su|cn|tk|ml|ga|cf|gq|pw|ws|icu|vip|win|bid|loan|work|fun|space|website|tech|cloud|email|lol|bar|rest|sbs|cfd|buzz|monster|best|cam|cyou|quest|zip|mov";
/** Internationalized top-level domains (IDN), as written and in punycode (xn--…). */
const idnTlds =
  "бг|рф|срб|укр|мкд|бел|қаз|мон|рус|онлайн|сайт|орг|ком|москва|дети|ею|ελ|中国|中國|公司|网络|在线|みんな|コム|xn--[a-z0-9-]{2,59}";
// Unicode-aware word edges: \b knows ASCII letters only, and a domain may be Cyrillic (пример.bg).
const label = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?`;
const start = String.raw`(?<![\p{L}\p{N}.-])`;
const end = String.raw`(?![\p{L}\p{N}-])`;
const octet = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
const linkPattern = new RegExp(
  [
    String.raw`(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:[\/\\]{2}`, // any scheme:// (or :\\, which browsers read alike)
    String.raw`${start}www\.`,
    String.raw`${start}${label}(?:\.${label})*\.(?:${commonTlds}|${idnTlds})${end}`,
    String.raw`${start}${label}(?:\.${label})*\.\p{L}{2,24}\/`,
    String.raw`(?<![\p{N}.])${octet}(?:\.${octet}){3}(?![\p{N}]|\.\p{N})`, // a bare IPv4 address
  ].join("|"),
  "iu",
);

/**
 * Full stops a browser's address bar reads as the dot between a domain's labels (UTS #46): the
 * ideographic one (。) and its halfwidth form; the fullwidth (．) and small (﹒) ones NFKC makes "." already.
 */
const labelDots = /[\u3002\uff61\uff0e\ufe52]/g;

/**
 * Whether a comment carries a link as a browser would read one: a scheme (http://…), www., a
 * domain such as example.com or пример.бг (any internationalized top-level domain, punycode
 * included), or a bare IPv4 address; written in fullwidth letters, with an ideographic full stop
 * ("evil。com"), with invisible characters inside, or with look-alike letters ("evil.соm").
 */
export function containsLink(text: string): boolean {
  return linkPattern.test(moderatedText(text).replace(labelDots, "."));
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
 * Both sides are read as `moderatedText`: "глу\u200bпак" and "глyпaк" (Latin y, a) hold it too.
 */
export function bannedWordMatcher(entries: readonly BannedEntry[]) {
  const needles: NeedleWord[][] = entries
    .map((entry) =>
      typedWordsOf(moderatedText(entry.text)).map((text, i, all) => {
        const prefix = entry.prefix && i === all.length - 1;
        const keys = spellingKeys(text);
        return {
          word: queryWord(text, { mode: prefix ? "prefix" : "whole", last: false }),
          keys: prefix ? keys.map((k) => k.slice(0, -1)) : keys,
          prefix,
        };
      }),
    )
    .filter((words) => words.length > 0);
  const spells = (needle: NeedleWord, word: string, keys: readonly string[]) =>
    keys.some((key) => needle.keys.some((k) => (needle.prefix ? key.startsWith(k) : key === k))) &&
    spellingMatch(needle.word, word) === "exact";
  return {
    empty: needles.length === 0,
    matches(text: string): boolean {
      if (needles.length === 0) return false;
      const words = typedWordsOf(moderatedText(text));
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
