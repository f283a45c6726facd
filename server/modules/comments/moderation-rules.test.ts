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
    for (const text of [
      "Съгласен съм. Много добре казано.",
      "т.е. това е",
      "Цената е 3.50 лв.",
      "Край.Нов ред",
      "e.g. this",
      "v1.2 е по-добра",
      "имейл: нищо",
    ]) {
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
    for (const text of [
      "Глупак!",
      "ГЛУПАК",
      "GLUPAK",
      "ti si glupak",
      "глупaк",
      "mrasnik",
      "mrusnik",
      "mr`snik",
      "moj 4ovek",
      "MOY CHOVEK",
      "6mekeri",
      "shmekerite",
    ]) {
      expect(bg.matches(text), text).toBe(true);
    }
    for (const text of ["глупаци", "neglupak", "мръсно", "мой", "човек мой", "ашмек"])
      expect(bg.matches(text), text).toBe(false);
    // Latin entries find Cyrillic text as well.
    expect(matcher.matches("Ти си глупак")).toBe(true);
  });

  it("is empty without entries, or with blank ones", () => {
    expect(bannedWordMatcher([]).empty).toBe(true);
    expect(bannedWordMatcher([parseBannedEntry(" * ")]).empty).toBe(true);
    expect(bannedWordMatcher([]).matches("glupak")).toBe(false);
  });
});

describe("what hides a word or a link (issue 30, point 9)", () => {
  const bg = bannedWordMatcher(["глупак", "scamsite"].map(parseBannedEntry));

  it("reads banned words through invisible characters, look-alike letters and compatibility forms", () => {
    for (const text of [
      "ти си глу\u200bпак",
      "глу\u00adпак",
      "глу\u2060пак",
      "глу\u200c\u200dпак",
      "\ufeffглупак",
      "глу\u034fпак",
      "глyпaк",
      "ГЛYПAK",
      "глуπак".replace("π", "п"),
      "глупαк",
      "ｇｌｕｐａｋ",
      "𝐠𝐥𝐮𝐩𝐚𝐤",
      "ѕсаmѕіtе",
      "scam\u200bsite",
      "ｓｃａｍｓｉｔｅ",
      "sc\u0430msite",
    ]) {
      expect(bg.matches(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ["глупаци", "нещо друго", "scam site", "скам"]) expect(bg.matches(text), text).toBe(false);
    // An entry typed with a look-alike letter matches the plain word too.
    expect(bannedWordMatcher([parseBannedEntry("глyпaк")]).matches("Глупак!")).toBe(true);
  });

  it("finds links as a browser would read them", () => {
    for (const text of [
      "evil．com",
      "evil。com",
      "evil｡com",
      "evil﹒com",
      "ｅｖｉｌ．ｃｏｍ",
      "192.168.0.1/x",
      "отворете 10.0.0.1",
      "http://192.168.0.1",
      "http:\\\\evil.com",
      "evil\u200b.com",
      "evil.\u00adcom",
      "evil.соm",
      "еvil.com",
      "пример.рф",
      "пример.бг/път",
      "xn--e1afmkfd.xn--90ae",
      "xn--80ak6aa92e.com",
      "пример.укр",
      "例子.中国",
      "münchen.de",
      "сайт.онлайн",
      "some.site/path",
    ]) {
      expect(containsLink(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of [
      "Цената е 3.50 лв.",
      "Версия 1.2.3 е по-добра",
      "1.2.3.4.5",
      "300.1.1.1",
      "т.е. не",
      "Край.Нов ред",
      "в 10.30 ч.",
      "глупак",
    ]) {
      expect(containsLink(text), JSON.stringify(text)).toBe(false);
    }
  });
});
