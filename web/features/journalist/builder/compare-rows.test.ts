import { describe, expect, it } from "vitest";
import { rowsWithContext, sectionRows, wordParts } from "./compare-rows.ts";

const p = (text: string) => ({ type: "paragraph", content: `<p>${text}</p>`, caption: null });

describe("the comparison shows only the changes, with context (issue 29, point 7)", () => {
  it("keeps one unchanged section on each side of a change and counts the rest as left out", () => {
    const before = Array.from({ length: 20 }, (_, i) => p(`Абзац ${i + 1}`));
    const after = before.map((s, i) => (i === 9 ? p("Абзац 10, поправен") : s));
    const shown = rowsWithContext(sectionRows(before, after));
    expect(shown.map((s) => (s.kind === "gap" ? `gap ${s.count}` : s.row.kind))).toEqual([
      "gap 8",
      "same",
      "changed",
      "same",
      "gap 9",
    ]);
  });

  it("joins the context of two changes close together, and shows an added and a removed section as such", () => {
    const before = [p("Едно"), p("Две"), p("Три"), p("Четири"), p("Пет")];
    const after = [p("Едно"), p("Две, ново"), p("Три"), p("Четири")];
    const shown = rowsWithContext(sectionRows(before, after));
    expect(shown.map((s) => (s.kind === "gap" ? `gap ${s.count}` : s.row.kind))).toEqual([
      "same",
      "changed",
      "same",
      "same",
      "removed",
    ]);
  });

  it("shows nothing of the sections when nothing changed", () => {
    const same = [p("Едно"), p("Две")];
    expect(rowsWithContext(sectionRows(same, same))).toEqual([{ kind: "gap", count: 2 }]);
  });

  it("shortens a long unchanged stretch inside a changed text to the words around the change", () => {
    const words = Array.from({ length: 60 }, (_, i) => `дума${i}`).join(" ");
    const parts = wordParts(`${words} старо ${words}`, `${words} ново ${words}`, 5);
    expect(parts[0]).toEqual({ kind: "elided" });
    expect(parts[1]).toEqual({ kind: "same", text: "дума55 дума56 дума57 дума58 дума59 " });
    expect(parts.at(-2)).toEqual({ kind: "same", text: " дума0 дума1 дума2 дума3 дума4 " });
    expect(parts.filter((x) => x.kind === "removed").map((x) => "text" in x && x.text.trim())).toEqual(["старо"]);
    expect(parts.filter((x) => x.kind === "added").map((x) => "text" in x && x.text.trim())).toEqual(["ново"]);
    expect(parts.at(-1)).toEqual({ kind: "elided" });
    // A pasted long text against a short one is compared at once, not letter by letter for seconds.
    const long = "Дълъг абзац на кирилица. ".repeat(4000);
    const started = performance.now();
    const pasted = wordParts("Кратък текст.", long);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(pasted.map((x) => x.kind)).toEqual(["removed", "added"]);
    // Two long versions of one article (100 KB) with one word changed: tokenised in linear time
    // (Intl.Segmenter over the whole text ran out of memory), the word found.
    const edited = long.replace("абзац", "текст");
    const startedLong = performance.now();
    const oneWord = wordParts(long, edited);
    expect(performance.now() - startedLong).toBeLessThan(2_000);
    expect(
      oneWord.filter((x) => x.kind !== "same" && x.kind !== "elided").map((x) => "text" in x && `${x.kind} ${x.text}`),
    ).toEqual(["removed абзац", "added текст"]);
    // Words of any script are whole tokens, apart from the punctuation next to them.
    expect(wordParts("Цената е 500 лв.", "Цената е 450 лв.").filter((x) => x.kind === "added")).toEqual([
      { kind: "added", text: "450" },
    ]);
    // A short text is shown whole.
    expect(wordParts("Кратък стар текст", "Кратък нов текст").some((x) => x.kind === "elided")).toBe(false);
  });
});
