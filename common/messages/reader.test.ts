import { describe, expect, it } from "vitest";
import * as readerMessages from "./reader.ts";

/** Names readers know in their own spelling: the networks of the share popover. */
const brandNames = new Set([
  "Facebook",
  "X",
  "Twitter",
  "LinkedIn",
  "VK",
  "Viber",
  "WhatsApp",
  "Telegram",
  "Instagram",
  "RSS",
]);

/** Every text of the reader's catalogue, functions called with sample arguments. */
function allTexts(value: unknown, path: string): Array<{ path: string; text: string }> {
  if (typeof value === "string") return [{ path, text: value }];
  if (typeof value === "function") {
    const args = Array.from({ length: value.length }, (_, i) => (i === 0 ? 3 : "Иван"));
    return allTexts((value as (...a: unknown[]) => unknown)(...args), `${path}()`);
  }
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => allTexts(inner, `${path}.${key}`));
  return [];
}

describe("the reader's texts (issue 29, point 14)", () => {
  it("are Bulgarian: no word in Latin letters but the networks' own names", () => {
    const english = allTexts(readerMessages, "reader").flatMap(({ path, text }) => {
      const latinWords = (text.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).filter((word) => !brandNames.has(word));
      return latinWords.length > 0 ? [`${path}: ${text}`] : [];
    });
    expect(english).toEqual([]);
  });

  it("say a copied link in Bulgarian, also for Instagram", () => {
    expect(readerMessages.articleTexts.linkCopied).toBe("Линкът е копиран");
    expect(readerMessages.articleTexts.linkCopiedInstagram).toMatch(/^Линкът е копиран\. .*Instagram/);
  });
});
