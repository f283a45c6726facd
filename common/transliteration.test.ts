import { describe, expect, it } from "vitest";
import { limits } from "./limits.ts";
import { bulgarianAlphabet, slugify, slugPattern, transliterate } from "./transliteration.ts";

// The table of the Transliteration Act of 2009, чл. 3, ал. 1, letter by letter.
const officialTable: [string, string][] = [
  ["а", "a"],
  ["б", "b"],
  ["в", "v"],
  ["г", "g"],
  ["д", "d"],
  ["е", "e"],
  ["ж", "zh"],
  ["з", "z"],
  ["и", "i"],
  ["й", "y"],
  ["к", "k"],
  ["л", "l"],
  ["м", "m"],
  ["н", "n"],
  ["о", "o"],
  ["п", "p"],
  ["р", "r"],
  ["с", "s"],
  ["т", "t"],
  ["у", "u"],
  ["ф", "f"],
  ["х", "h"],
  ["ц", "ts"],
  ["ч", "ch"],
  ["ш", "sh"],
  ["щ", "sht"],
  ["ъ", "a"],
  ["ь", "y"],
  ["ю", "yu"],
  ["я", "ya"],
];

describe("transliterate (the Transliteration Act of 2009)", () => {
  it("spells each of the 30 letters as the Act does, lower and upper case", () => {
    expect(officialTable.map(([letter]) => letter).join("")).toBe(bulgarianAlphabet);
    expect(bulgarianAlphabet).toHaveLength(30);
    for (const [letter, latin] of officialTable) {
      // Between two letters, so that no rule for a word's end applies.
      expect(transliterate(`б${letter}б`), letter).toBe(`b${latin}b`);
      expect(transliterate(`Б${letter.toUpperCase()}Б`), letter.toUpperCase()).toBe(`B${latin.toUpperCase()}B`);
      expect(transliterate(letter.toUpperCase()), letter.toUpperCase()).toBe(latin[0]!.toUpperCase() + latin.slice(1));
      expect(slugify(letter), letter).toBe(latin);
      expect(slugify(letter.toUpperCase()), letter.toUpperCase()).toBe(latin);
    }
  });

  it("spells the whole alphabet in one word", () => {
    expect(slugify(bulgarianAlphabet)).toBe("abvgdezhziyklmnoprstufhtschshshtayyuya");
  });

  it('spells "ия" at the end of a word "ia", and elsewhere "iya"', () => {
    expect(transliterate("София")).toBe("Sofia");
    expect(slugify("София")).toBe("sofia");
    expect(slugify("ИСТОРИЯ")).toBe("istoria");
    expect(slugify("Мария, Илияна и Ия")).toBe("maria-iliyana-i-ia");
    expect(slugify("история.")).toBe("istoria");
    expect(slugify("Българията")).toBe("balgariyata");
  });

  it('spells the country\'s name "Bulgaria"', () => {
    expect(slugify("България")).toBe("bulgaria");
    expect(slugify("българия")).toBe("bulgaria");
    expect(transliterate("Република България")).toBe("Republika Bulgaria");
    expect(transliterate("БЪЛГАРИЯ")).toBe("BULGARIA");
    // Other words of the root follow the table.
    expect(slugify("български")).toBe("balgarski");
  });

  it("makes a slug of a whole title", () => {
    expect(slugify("Щастливи жители на Пловдив: „Юнаци“ в центъра!")).toBe(
      "shtastlivi-zhiteli-na-plovdiv-yunatsi-v-tsentara",
    );
    expect(slugify("Хасково и Ямбол – с нов тол")).toBe("haskovo-i-yambol-s-nov-tol");
  });

  it("keeps Latin letters and digits, drops the marks of Latin letters", () => {
    expect(slugify("COVID-19: 5 нови случая в София")).toBe("covid-19-5-novi-sluchaya-v-sofia");
    expect(slugify("Café Élysée 2026")).toBe("cafe-elysee-2026");
    expect(slugify("Нов iPhone 17")).toBe("nov-iphone-17");
  });

  it("drops other scripts and turns every run of anything else into one hyphen", () => {
    expect(slugify("Токио 東京 — 2026")).toBe("tokio-2026");
    expect(slugify("Ελλάδα и България")).toBe("i-bulgaria");
    expect(slugify("  ---Ново!!!   ///  старо---  ")).toBe("novo-staro");
    expect(slugify("Нов\u200Bред\u0000тук")).toBe("nov-red-tuk");
  });

  it("is empty for a title of nothing it can spell", () => {
    expect(slugify("")).toBe("");
    expect(slugify("!!! ??? ...")).toBe("");
    expect(slugify("東京")).toBe("");
  });

  it("caps the length, cutting at a hyphen where one is near", () => {
    const long = slugify("дума ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(limits.articleSlugMax);
    expect(long).toMatch(slugPattern);
    expect(long.endsWith("duma")).toBe(true);
    const oneWord = slugify("а".repeat(500));
    expect(oneWord).toBe("a".repeat(limits.articleSlugMax));
  });

  it("always makes a slug that the slug pattern takes", () => {
    for (const title of ["София", "COVID-19", "a--b", "Щ Ъ Ь", "ия ия", "x".repeat(300)])
      expect(slugify(title)).toMatch(slugPattern);
  });
});
