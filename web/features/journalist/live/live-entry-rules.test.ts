import { describe, expect, it } from "vitest";
import { liveLimits } from "#common/limits.ts";
import { liveRuleTexts } from "#common/messages/live.ts";
import { entryFields, liveEntryProblem } from "./live-entry-rules.ts";

describe("a live entry's rules before it is sent", () => {
  it("lets a text go, with or without a described picture", () => {
    expect(liveEntryProblem(entryFields("<p>Гласуването приключи.</p>", null))).toBeNull();
    expect(liveEntryProblem(entryFields("<p>Урните</p>", { url: "/media/a.webp", alt: " Урни " }))).toBeNull();
  });

  it("refuses an entry without words, even of blank paragraphs or with a picture alone", () => {
    expect(liveEntryProblem(entryFields("", null))).toBe(liveRuleTexts.emptyEntry);
    expect(liveEntryProblem(entryFields("<p> </p><p><br></p>", null))).toBe(liveRuleTexts.emptyEntry);
    expect(liveEntryProblem(entryFields("", { url: "/media/a.webp", alt: "Урните" }))).toBe(liveRuleTexts.emptyEntry);
  });

  it("refuses a picture without its alternative text", () => {
    expect(liveEntryProblem(entryFields("<p>Текст</p>", { url: "/media/a.webp", alt: "   " }))).toBe(
      liveRuleTexts.imageAltRequired,
    );
  });

  it("refuses a text over the limits, in the server's words", () => {
    const long = `<p>${"а".repeat(liveLimits.entryContentMax)}</p>`;
    expect(liveEntryProblem(entryFields(long, null))).toBe(liveRuleTexts.entryTooLong(liveLimits.entryContentMax));
    const marked = `<p>${"<b>x</b>".repeat(liveLimits.entryMarkupMax)}</p>`;
    expect(liveEntryProblem(entryFields(marked, null))).toBe(liveRuleTexts.entryMarkup);
  });

  it("sends the description trimmed, and no picture as nulls", () => {
    expect(entryFields("<p>x</p>", { url: "/media/a.webp", alt: " Урни " })).toEqual({
      content: "<p>x</p>",
      image: "/media/a.webp",
      imageAlt: "Урни",
    });
    expect(entryFields("<p>x</p>", null)).toEqual({ content: "<p>x</p>", image: null, imageAlt: null });
  });
});
