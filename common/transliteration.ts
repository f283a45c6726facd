import { limits } from "./limits.ts";

/**
 * Bulgarian in Latin letters by the Transliteration Act of 2009 (Закон за транслитерацията,
 * чл. 3): one spelling for each of the 30 letters, "ия" at the end of a word is "ia" (София →
 * Sofia), and the country's name is "Bulgaria". Letters of other Cyrillic alphabets that titles
 * quote (ы, э, ё, і, ї, є, ґ, ў) get their usual Latin spelling; Latin letters keep their base
 * letter (é → e).
 */
/** The 30 Bulgarian letters in Latin, one by one, by the 2009 Act (without its word-level rules). */
export const bulgarianLatin: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "h",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sht",
  ъ: "a",
  ь: "y",
  ю: "yu",
  я: "ya",
};

const letters: Record<string, string> = {
  ...bulgarianLatin,
  // Not Bulgarian letters, but quoted in titles (names, places).
  ы: "y",
  э: "e",
  ё: "yo",
  і: "i",
  ї: "yi",
  є: "ye",
  ґ: "g",
  ў: "u",
};

/** The 30 letters of the Bulgarian alphabet, in its order. */
export const bulgarianAlphabet = "абвгдежзийклмнопрстуфхцчшщъьюя";

const countryName = /^българия$/iu;
const word = /\p{L}+/gu;

/** One word's letters in Latin, upper case kept (Щ → Sht, ЩИТ → SHTIT). */
function transliterateWord(text: string): string {
  if (countryName.test(text))
    return text === text.toUpperCase() ? "BULGARIA" : text[0] === "Б" ? "Bulgaria" : "bulgaria";
  const allUpper = text.length > 1 && text === text.toUpperCase() && text !== text.toLowerCase();
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const lower = char.toLowerCase();
    // "ия" at the end of a word: ia, not iya (чл. 3, ал. 2).
    const latin = lower === "я" && i === text.length - 1 && text[i - 1]?.toLowerCase() === "и" ? "a" : letters[lower];
    if (latin === undefined) out += char;
    else if (char === lower) out += latin;
    else out += allUpper ? latin.toUpperCase() : latin[0]!.toUpperCase() + latin.slice(1);
  }
  return out;
}

/** A text with its Cyrillic in Latin letters by the 2009 Act; everything else as it was. */
export function transliterate(text: string): string {
  return text.replace(word, transliterateWord);
}

/**
 * An article's slug made from its title (issue 32): the title in Latin letters, lower case, Latin
 * letters without their marks and digits kept, every run of anything else (punctuation, spaces,
 * other scripts) one hyphen, at most `limits.articleSlugMax` characters, cut at a hyphen where
 * one is near. "" when nothing of the title can be spelled so (the caller names it otherwise).
 */
export function slugify(text: string, max: number = limits.articleSlugMax): string {
  const latin = transliterate(text.normalize("NFC"))
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (latin.length <= max) return latin;
  const cut = latin.slice(0, max);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen >= max / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

/** A slug as stored: Latin lower-case letters and digits in words joined by single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
