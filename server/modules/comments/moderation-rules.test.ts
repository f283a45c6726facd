import { describe, expect, it } from "vitest";
import { bannedWordMatcher, containsLink, parseBannedEntry } from "./moderation-rules.ts";

describe("containsLink", () => {
  it("finds addresses however they are written", () => {
    for (const text of [
      "Вижте https://example.com/a",
      "http://198.51.100.7:8080",
      "вижте www.primer.bg",
      "пишете на primer.bg",
      "Sale at SHOP.EXAMPLE.COM today",
      "bit.ly/abc",
      "странно-име.xyz",
      "нещо.example/път",
      "сайтът пример.бг",
      "ftp://files",
    ]) {
      expect(containsLink(text), text).toBe(true);
    }
  });

  it("leaves ordinary sentences alone", () => {
    for (const text of ["Съгласен съм. Много добре казано.", "т.е. това е", "Цената е 3.50 лв.", "Край.Нов ред", "e.g. this", "v1.2 е по-добра", "имейл: нищо"]) {
      expect(containsLink(text), text).toBe(false);
    }
  });
});

describe("bannedWordMatcher", () => {
  const matcher = bannedWordMatcher(["glupak", "losh chovek", "idiot*"].map(parseBannedEntry));

  it("matches whole words and phrases, across punctuation and spaces", () => {
    expect(matcher.matches("ti si glupak")).toBe(true);
    expect(matcher.matches("glupak!")).toBe(true);
    expect(matcher.matches("toy e losh,   chovek")).toBe(true);
    expect(matcher.matches("glupaci")).toBe(false);
    expect(matcher.matches("neglupak")).toBe(false);
  });

  it("matches the beginnings of words for an entry ending in *", () => {
    expect(matcher.matches("idioti sa")).toBe(true);
    expect(matcher.matches("idiotski")).toBe(true);
    expect(matcher.matches("neidioti")).toBe(false);
  });

  it("matches every spelling the search accepts: Cyrillic, official and informal Latin, mixed, any case", () => {
    const bg = bannedWordMatcher(["глупак", "мръсник", "мой човек", "шмек*"].map(parseBannedEntry));
    for (const text of ["Глупак!", "ГЛУПАК", "GLUPAK", "ti si glupak", "глупaк", "mrasnik", "mrusnik", "mr`snik", "moj 4ovek", "MOY CHOVEK", "6mekeri", "shmekerite"]) {
      expect(bg.matches(text), text).toBe(true);
    }
    for (const text of ["глупаци", "neglupak", "мръсно", "мой", "човек мой", "ашмек"]) expect(bg.matches(text), text).toBe(false);
    // Latin entries find Cyrillic text as well.
    expect(matcher.matches("Ти си глупак")).toBe(true);
  });

  it("is empty without entries, or with blank ones", () => {
    expect(bannedWordMatcher([]).empty).toBe(true);
    expect(bannedWordMatcher([parseBannedEntry(" * ")]).empty).toBe(true);
    expect(bannedWordMatcher([]).matches("glupak")).toBe(false);
  });
});
