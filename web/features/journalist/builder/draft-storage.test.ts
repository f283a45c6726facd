import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readNewArticleDraft, removeEditDraft, writeDraft } from "./draft-storage.ts";
import { emptyWorkingCopy, newSection, withSections } from "./working-copy.ts";

/** The browser's Storage, in memory (the unit project runs in Node, which has none). */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

describe("the article draft in local storage", () => {
  beforeEach(() => {
    Object.defineProperty(globalThis, "localStorage", { value: new MemoryStorage(), configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "localStorage");
  });

  const draft = () =>
    withSections({ ...emptyWorkingCopy(), title: "Чернова" }, [
      { ...newSection("paragraph"), content: "<p>Текст</p>" },
    ]);

  it("stores a new article under article_draft and restores it, read time included", () => {
    writeDraft(draft(), null);
    expect(JSON.parse(localStorage.getItem("article_draft")!)).toMatchObject({ articleId: null, title: "Чернова" });
    expect(readNewArticleDraft()).toMatchObject({
      title: "Чернова",
      readTime: "1 мин четене",
      sections: [{ type: "paragraph", content: "<p>Текст</p>", orderIndex: 0 }],
    });
  });

  it("discards an unreadable draft", () => {
    localStorage.setItem("article_draft", "{not json");
    expect(readNewArticleDraft()).toBeNull();
    expect(localStorage.getItem("article_draft")).toBeNull();
    localStorage.setItem("article_draft", JSON.stringify({ title: 5, sections: "x" }));
    expect(readNewArticleDraft()).toBeNull();
    expect(localStorage.getItem("article_draft")).toBeNull();
  });

  it("never lets an edit overwrite or remove an unfinished new article", () => {
    writeDraft(draft(), null);
    writeDraft({ ...draft(), title: "Стара статия" }, 42);
    removeEditDraft(42);
    expect(readNewArticleDraft()?.title).toBe("Чернова");
  });

  it("keeps an edit's copy apart from new articles and removes it when the edit closes", () => {
    writeDraft({ ...draft(), title: "Стара статия" }, 42);
    expect(readNewArticleDraft()).toBeNull();
    expect(localStorage.getItem("article_draft")).not.toBeNull();
    removeEditDraft(7);
    expect(localStorage.getItem("article_draft")).not.toBeNull();
    removeEditDraft(42);
    expect(localStorage.getItem("article_draft")).toBeNull();
  });
});
