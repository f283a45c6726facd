import { describe, expect, it } from "vitest";
import { limits } from "./limits.ts";
import { tagRuleTexts } from "./messages/tags.ts";
import { cleanArticleTags, cleanTagName } from "./tags.ts";

describe("a tag's name (issue 32, decision 0119)", () => {
  it("is trimmed, its inner spaces one, and its address spelled by the 2009 Act", () => {
    expect(cleanTagName("  Избори   2026 ")).toEqual({ ok: true, tag: { name: "Избори 2026", slug: "izbori-2026" } });
    expect(cleanTagName("\u200bЩастие\u200b")).toEqual({ ok: true, tag: { name: "Щастие", slug: "shtastie" } });
    expect(cleanTagName("ЕС")).toEqual({ ok: true, tag: { name: "ЕС", slug: "es" } });
  });

  it("is refused when hostile, too short, too long, or of nothing spellable", () => {
    expect(cleanTagName("а\u0000б")).toEqual({ ok: false, error: tagRuleTexts.invalid });
    expect(cleanTagName("ред\nнов")).toEqual({ ok: false, error: tagRuleTexts.invalid });
    expect(cleanTagName("не\u200bвидимо")).toEqual({ ok: false, error: tagRuleTexts.invalid });
    expect(cleanTagName("\u200b\u00ad\u200b")).toEqual({ ok: false, error: tagRuleTexts.tooShort(limits.tagNameMin) });
    expect(cleanTagName("я")).toEqual({ ok: false, error: tagRuleTexts.tooShort(limits.tagNameMin) });
    expect(cleanTagName("я".repeat(limits.tagNameMax + 1))).toEqual({
      ok: false,
      error: tagRuleTexts.tooLong(limits.tagNameMax),
    });
    expect(cleanTagName("я".repeat(10_000)).ok).toBe(false);
    expect(cleanTagName("!?!")).toEqual({ ok: false, error: tagRuleTexts.unspellable });
  });

  it("makes the longest name's address fit its limit (щ is three letters)", () => {
    const cleaned = cleanTagName("щ".repeat(limits.tagNameMax));
    expect(cleaned.ok && cleaned.tag.slug.length).toBeLessThanOrEqual(limits.tagSlugMax);
    expect(cleaned.ok && cleaned.tag.slug).toBe("sht".repeat(limits.tagNameMax));
  });
});

describe("an article's tags", () => {
  it("drop repeats by address, keeping the first spelling and the order", () => {
    expect(cleanArticleTags(["София", "Спорт", "софия", "SOFIA"])).toEqual({
      ok: true,
      tags: [
        { name: "София", slug: "sofia" },
        { name: "Спорт", slug: "sport" },
      ],
    });
  });

  it("are at most articleMaxTags, counted after repeats are dropped", () => {
    const names = Array.from({ length: limits.articleMaxTags }, (_, i) => `Етикет ${i}`);
    expect(cleanArticleTags([...names, "етикет 0"]).ok).toBe(true);
    expect(cleanArticleTags([...names, "Още един"])).toEqual({
      ok: false,
      error: tagRuleTexts.tooMany(limits.articleMaxTags),
    });
  });
});
