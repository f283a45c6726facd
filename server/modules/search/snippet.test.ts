import { describe, expect, it } from "vitest";
import { snippetOf } from "./snippet.ts";

const text = (snippet: { text: string }[]) => snippet.map((s) => s.text).join("");
const marked = (snippet: { text: string; mark: boolean }[]) => snippet.filter((s) => s.mark).map((s) => s.text);

describe("snippetOf", () => {
  it("marks the words the documents matched, as they are written in the text", () => {
    const snippet = snippetOf("Парламентът прие БЮДЖЕТА за 2027 година.", new Set(["бюджета", "парламентът"]));
    expect(marked(snippet)).toEqual(["Парламентът", "БЮДЖЕТА"]);
    expect(text(snippet)).toBe("Парламентът прие БЮДЖЕТА за 2027 година.");
  });

  it("keeps the part with the most of the words, cut at word boundaries with …", () => {
    const long = `${"Начало на текста. ".repeat(30)}Тук са бюджет и заплати заедно. ${"Край на текста. ".repeat(30)}`;
    const snippet = snippetOf(long, new Set(["бюджет", "заплати"]));
    expect(snippet[0]).toEqual({ text: "…", mark: false });
    expect(snippet.at(-1)).toEqual({ text: "…", mark: false });
    expect(marked(snippet)).toEqual(["бюджет", "заплати"]);
    expect(text(snippet).length).toBeLessThanOrEqual(224);
    expect(text(snippet)).not.toMatch(/^…\S*\s\S*…$/);
  });

  it("begins the text when none of the words is in it, and folds accents and ё", () => {
    expect(snippetOf("Кратък текст без думите.", new Set(["бюджет"]))).toEqual([
      { text: "Кратък текст без думите.", mark: false },
    ]);
    expect(marked(snippetOf("Кафе́ и ёлка в café", new Set(["кафе", "елка", "cafe"])))).toEqual([
      "Кафе́",
      "ёлка",
      "café",
    ]);
    expect(snippetOf("", new Set(["x"]))).toEqual([]);
  });
});
