import { describe, expect, it } from "vitest";
import { searchKey } from "./fold.ts";
import { queryWord, spellingMatch, type MatchMode } from "./spelling.ts";

const match = (query: string, word: string, mode: MatchMode = "prefix", last = false) =>
  spellingMatch(queryWord(query, { mode, last }), word);

describe("spellingMatch: the ways Bulgarian is written in Latin letters", () => {
  it.each([
    // ж as zh / j / z; ч as ch / 4; ш as sh / 6 / w; щ as sht / 6t / sh
    ["zhivot", "живот"],
    ["jivot", "живот"],
    ["zivot", "живот"],
    ["chovek", "човек"],
    ["4ovek", "човек"],
    ["shapka", "шапка"],
    ["6apka", "шапка"],
    ["wapka", "шапка"],
    ["shtastie", "щастие"],
    ["6tastie", "щастие"],
    ["shastie", "щастие"],
    // ю as yu / iu / ju / u; я as ya / ia / ja / q / a
    ["byudzhet", "бюджет"],
    ["biudjet", "бюджет"],
    ["bjudjet", "бюджет"],
    ["budjet", "бюджет"],
    ["yabalka", "ябълка"],
    ["iabalka", "ябълка"],
    ["jabalka", "ябълка"],
    ["qbalka", "ябълка"],
    ["sofia", "софия"],
    ["sofiya", "софия"],
    ["sofiq", "софия"],
    // ъ as a / u / y / `; й as y / i / j; ц as ts / c / tz; х as h / x; в as v / w
    ["pat", "път"],
    ["put", "път"],
    ["pyt", "път"],
    ["p`t", "път"],
    ["moy", "мой"],
    ["moi", "мой"],
    ["moj", "мой"],
    ["tsena", "цена"],
    ["cena", "цена"],
    ["tzena", "цена"],
    ["hubavo", "хубаво"],
    ["xubavo", "хубаво"],
    ["voda", "вода"],
    ["woda", "вода"],
    ["shofyor", "шофьор"],
    ["shofior", "шофьор"],
    ["6of`or", "шофьор"],
    // official spellings that read two ways, and mixed scripts inside a word
    ["izhod", "изход"],
    ["shema", "схема"],
    ["parlamentat", "парламентът"],
    ["парламентyt", "парламентът"],
  ])("%s spells %s", (query, word) => {
    expect(match(query, word)).toBe("exact");
    expect(match(query.toUpperCase().toLowerCase(), word)).toBe("exact");
  });

  it("finds a word by its beginning, also in the middle of a spelling of the last word typed", () => {
    expect(match("бюдж", "бюджета")).toBe("exact");
    expect(match("byud", "бюджета")).toBe("exact");
    expect(match("parlament", "парламентът")).toBe("exact");
    expect(match("s", "шапка", "prefix", true)).toBe("exact");
    expect(match("s", "шапка", "prefix", false)).toBe(null);
    expect(match("byudz", "бюджет", "prefix", true)).toBe("exact");
  });

  it("takes another ending of the same stem as the same word", () => {
    expect(match("парламента", "парламентът")).toBe("exact");
    expect(match("бюджета", "бюджет")).toBe("exact");
    expect(match("budjeta", "бюджетите")).toBe("exact");
    expect(match("карта", "картофи")).toBe(null);
    expect(match("карти", "картон")).toBe(null);
  });

  it("takes a short word before the last as a whole word", () => {
    expect(match("на", "на", "whole")).toBe("exact");
    expect(match("на", "над", "whole")).toBe(null);
    expect(match("na", "на", "whole")).toBe("exact");
    expect(match("v", "в", "whole")).toBe("exact");
  });

  it("forgives one wrong, missing, extra or swapped letter in a word of five letters or more", () => {
    expect(match("парламнет", "парламент")).toBe("typo");
    expect(match("парламнет", "парламентът")).toBe("typo");
    expect(match("parlamnet", "парламентът")).toBe("typo");
    expect(match("бюджт", "бюджета")).toBe("typo");
    expect(match("бюджтет", "бюджет")).toBe("typo");
    expect(match("бюдджет", "бюджет")).toBe("typo");
    expect(match("budjte", "бюджет")).toBe("typo");
    expect(match("пловдвив", "пловдив")).toBe("typo");
    expect(match("фестивла", "фестивала")).toBe("typo");
    expect(match("бюджет", "бюджет")).toBe("exact");
  });

  it("forgives no more than one typo, and none in short words", () => {
    expect(match("прламнет", "парламент")).toBe(null);
    expect(match("бйуджет", "бюджет")).toBe(null);
    expect(match("пожар", "пазар")).toBe(null);
    expect(match("карта", "картофи")).toBe(null);
    expect(match("пзар", "пазар")).toBe(null);
    expect(match("ремнт", "ремонт")).toBe("typo");
  });

  it("keeps different words apart", () => {
    expect(match("sin", "сън")).toBe(null);
    expect(match("син", "сън")).toBe(null);
    expect(match("zala", "жалба")).toBe(null);
    expect(match("бюджет", "бюро")).toBe(null);
    expect(match("2026", "шест")).toBe(null);
    expect(match("6", "шест", "prefix", true)).toBe(null);
  });

  it("matches Latin words of the documents as written", () => {
    expect(match("google", "google")).toBe("exact");
    expect(match("covid", "covid")).toBe("exact");
    expect(match("2026", "2026")).toBe("exact");
  });
});

describe("searchKey: every spelling of a word shares its key", () => {
  it.each([
    ["бюджет", ["byudzhet", "budjet", "biudjet", "bydzhet"]],
    ["живот", ["zhivot", "jivot", "zivot"]],
    ["човек", ["chovek", "4ovek"]],
    ["шапка", ["shapka", "6apka"]],
    ["ще", ["shte", "6te", "she"]],
    ["цена", ["tsena", "cena", "tzena"]],
    ["хубаво", ["hubavo", "xubavo"]],
    ["софия", ["sofia", "sofiya", "sofiq"]],
    ["път", ["pat", "pyt", "put", "p`t"]],
    ["изход", ["izhod"]],
    ["отсъствие", ["otsastvie", "otsystvie"]],
    ["парламентът", ["parlamentat", "parlamentyt", "parlamentut"]],
  ])("%s", (word, spellings) => {
    for (const spelling of spellings) expect(searchKey(spelling), spelling).toBe(searchKey(word));
  });

  it("is stable while a Cyrillic word is typed", () => {
    const word = "отсъствието";
    for (let n = 1; n <= word.length; n++)
      expect(searchKey(word).startsWith(searchKey(word.slice(0, n))), word.slice(0, n)).toBe(true);
  });
});
