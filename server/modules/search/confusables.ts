/**
 * Look-alike letters folded to one script (issue 30, point 9): "глyпaк" with a Latin y and a
 * is "глупак", "ѕсаmѕіtе" with Cyrillic ѕ, с, а, і, е is "scamsite", "evil.соm" is "evil.com".
 * A word written in one script is left alone (Bulgarian typed in Latin letters is read by the
 * search's spellings, decision 0080); only a word that mixes scripts is folded, to the script of
 * the letters that have no look-alike in the other (Cyrillic when they tie or there are none),
 * the way Unicode's confusable detection (UTS #39) reads a mixed-script word. The tables hold the
 * letters that look the same in the fonts readers see, not every confusable of Unicode.
 */

/** Latin and Greek letters that look like a Cyrillic one. */
const toCyrillic: Record<string, string> = {
  A: "А",
  B: "В",
  C: "С",
  E: "Е",
  H: "Н",
  K: "К",
  M: "М",
  O: "О",
  P: "Р",
  T: "Т",
  X: "Х",
  Y: "У",
  a: "а",
  c: "с",
  e: "е",
  k: "к",
  o: "о",
  p: "р",
  x: "х",
  y: "у",
  Α: "А",
  Β: "В",
  Ε: "Е",
  Η: "Н",
  Κ: "К",
  Μ: "М",
  Ο: "О",
  Ρ: "Р",
  Τ: "Т",
  Χ: "Х",
  Υ: "У",
  α: "а",
  ε: "е",
  κ: "к",
  ο: "о",
  ρ: "р",
  τ: "т",
  χ: "х",
  γ: "у",
};

/** Cyrillic and Greek letters that look like a Latin one. */
const toLatin: Record<string, string> = {
  А: "A",
  В: "B",
  С: "C",
  Е: "E",
  Н: "H",
  К: "K",
  М: "M",
  О: "O",
  Р: "P",
  Т: "T",
  Х: "X",
  У: "Y",
  а: "a",
  с: "c",
  е: "e",
  к: "k",
  о: "o",
  р: "p",
  х: "x",
  у: "y",
  І: "I",
  Ј: "J",
  Ѕ: "S",
  і: "i",
  ј: "j",
  ѕ: "s",
  һ: "h",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ӏ: "l",
  ү: "y",
  ɡ: "g",
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Χ: "X",
  Υ: "Y",
  α: "a",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
};

const cyrillicLetter = /\p{Script=Cyrillic}/u;
const latinLetter = /\p{Script=Latin}/u;
const greekLetter = /\p{Script=Greek}/u;
const word = /[\p{L}\p{M}]+/gu;

function fold(text: string): string {
  let cyrillic = 0;
  let latin = 0;
  let greek = 0;
  /** Letters with no look-alike in the other script: they say which script the word is in. */
  let cyrillicOnly = 0;
  let latinOnly = 0;
  for (const ch of text) {
    if (cyrillicLetter.test(ch)) {
      cyrillic++;
      if (!(ch in toLatin)) cyrillicOnly++;
    } else if (latinLetter.test(ch)) {
      latin++;
      if (!(ch in toCyrillic)) latinOnly++;
    } else if (greekLetter.test(ch)) greek++;
  }
  if (cyrillic + latin + greek === Math.max(cyrillic, latin, greek)) return text;
  const table = latinOnly > cyrillicOnly ? toLatin : toCyrillic;
  let folded = "";
  for (const ch of text) folded += table[ch] ?? ch;
  return folded;
}

/** A text with each mixed-script word's look-alike letters folded to the word's script. */
export function foldConfusables(text: string): string {
  return text.replace(word, fold);
}
