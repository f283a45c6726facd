import { describe, expect, it } from "vitest";
import type { ArticleSnapshot } from "#common/schemas/revisions.ts";
import { changesText, revisionChanges } from "./revision-changes.ts";

const paragraph = (text: string) => ({ type: "paragraph", content: `<p>${text}</p>`, caption: null });
const base: ArticleSnapshot = {
  title: "Заглавие",
  description: "Описание",
  thumbnail: null,
  categories: ["Политика"],
  sections: [paragraph("Едно"), paragraph("Две"), paragraph("Три")],
};

describe("revisionChanges", () => {
  it("says nothing for the first revision or an unchanged text", () => {
    expect(revisionChanges(null, base)).toEqual({});
    expect(revisionChanges(base, structuredClone(base))).toEqual({});
    expect(changesText({})).toBe(false);
  });

  it("names the fields that changed", () => {
    const after = { ...base, title: "Ново", thumbnail: "/media/x.webp", categories: ["Политика", "Спорт"] };
    expect(revisionChanges(base, after)).toEqual({ title: true, thumbnail: true, categories: true });
    expect(changesText(revisionChanges(base, after))).toBe(true);
  });

  it("counts sections added, removed and changed", () => {
    const edited = {
      ...base,
      sections: [paragraph("Едно"), paragraph("Две, поправено"), paragraph("Три"), paragraph("Четири")],
    };
    expect(revisionChanges(base, edited)).toEqual({ sections: { added: 1, removed: 0, changed: 1 } });
    const removed = { ...base, sections: [paragraph("Три")] };
    expect(revisionChanges(base, removed)).toEqual({ sections: { added: 0, removed: 2, changed: 0 } });
  });

  it("notices a field a later feature adds to the snapshot", () => {
    expect(revisionChanges(base, { ...base, altTexts: ["снимка"] })).toEqual({ other: true });
  });
});
