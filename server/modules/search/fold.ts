import { bulgarianLatin } from "#common/transliteration.ts";

/**
 * The two foldings of search (decision 0080), in JavaScript; the SQL functions of the same names
 * (hronika_search_fold, hronika_search_key) fold the documents, and a test checks that both sides
 * agree on a table of words.
 *
 * - **foldSearchText**: what a document's words and a query's words are compared in. Lower case,
 *   no accents (unaccent), ѝ as и, Cyrillic kept as Cyrillic, and every run of characters that are
 *   neither letters nor digits one space.
 * - **searchKey**: a coarse key of a folded word that Cyrillic and every usual way of writing it in
 *   Latin letters share ("бюджет", "byudzhet", "budjet", "biudjet" → "badzet"). It only finds
 *   candidates through an index; spelling.ts then decides which of them the query really spells.
 */

/** Characters that unaccent spells as other letters and that NFKD leaves alone. */
const latinLetters: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ħ: "h",
  ı: "i",
  ŀ: "l",
  ŧ: "t",
  "¼": " 1/4",
  "½": " 1/2",
  "¾": " 3/4",
};
const combiningMark = /\p{M}/gu;
const nonWord = /[^\p{L}\p{N}]+/gu;
/** Characters that are neither ASCII nor Cyrillic: the only ones unaccent may change. */
const foreign = /[^\p{ASCII}\u0400-\u04ff]/gu;
const foldForeign = (ch: string) => latinLetters[ch] ?? ch.normalize("NFKD").replace(combiningMark, "").toLowerCase();

/**
 * Twin of SQL hronika_search_fold: lower case, no accents, Cyrillic kept (ѝ as и, ё as е),
 * anything but letters and digits a space. In whole-text regular expressions, not character by
 * character: a save folds up to 400 000 characters (issue 30).
 */
export function foldSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ѝё]/g, (ch) => (ch === "ѝ" ? "и" : "е"))
    .replace(foreign, foldForeign)
    .replace(nonWord, " ");
}

/** The words of a text as the search documents hold them (to_tsvector of the folded text). */
export function searchWordsOf(text: string): string[] {
  return foldSearchText(text).split(" ").filter(Boolean);
}

/** What informal Latin letters stand for in the key: w as в, j as ж, x as х, q as я, ` as ъ (the query tries w as ш and j as й too). */
const keyLetters: Record<string, string> = { w: "v", j: "z", x: "h", q: "ya", "`": "a" };
const hasLetter = /[a-zа-я]/;

/**
 * Twin of SQL hronika_search_key, of a folded word: Latin as written, with 4 as ch, 6 as sh, 6t as
 * sht (in words with letters), c as ts, and Cyrillic letter by letter in the official
 * transliteration; then щ as ш (sht → sh: "shte" and "she" both find ще), ж as з (zh → z), tz as
 * ts, and every run of a, ъ, и, й, у, ь, ю, я (a, i, u, y) one "a": the letters informal Latin
 * writes interchangeably.
 */
export function searchKey(word: string): string {
  let latin = hasLetter.test(word) ? word.replaceAll("6t", "sht").replaceAll("6", "sh").replaceAll("4", "ch") : word;
  latin = latin.replace(/c(?!h)/g, "ts");
  let spelled = "";
  for (const ch of latin) spelled += bulgarianLatin[ch] ?? keyLetters[ch] ?? ch;
  return spelled
    .replaceAll("sht", "sh")
    .replaceAll("zh", "z")
    .replaceAll("tz", "ts")
    .replace(/[aiuy]+/g, "a");
}
