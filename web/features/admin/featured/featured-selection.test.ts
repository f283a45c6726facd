import { describe, expect, it } from "vitest";
import { moveItem } from "../ui/move-item.ts";
import { addFeatured, availableQuery, removeFeatured, selectionChanged } from "./featured-selection.ts";

const a = (id: number) => ({ id, title: `Статия ${id}` });

describe("featured selection", () => {
  it("adds in order and refuses a duplicate", () => {
    const one = addFeatured([], a(1), "popular");
    expect(one).toEqual({ ok: true, items: [a(1)] });
    const again = addFeatured(one.items, a(1), "popular");
    expect(again).toMatchObject({ ok: false, items: [a(1)], error: "Една статия не може да бъде избрана два пъти" });
  });

  it("stops at 3 popular and 4 secondary with SPEC's message", () => {
    const three = [a(1), a(2), a(3)];
    expect(addFeatured(three, a(4), "popular")).toMatchObject({
      ok: false,
      items: three,
      error: "Можете да изберете най-много 3 статии в секция „Популярни“",
    });
    expect(addFeatured(three, a(4), "secondary").ok).toBe(true);
    expect(addFeatured([...three, a(4)], a(5), "secondary")).toMatchObject({
      ok: false,
      error: "Можете да изберете най-много 4 статии в секция „Второстепенни“",
    });
  });

  it("removes and moves", () => {
    expect(removeFeatured([a(1), a(2), a(3)], 2)).toEqual([a(1), a(3)]);
    expect(moveItem([a(1), a(2), a(3)], 0, 2)).toEqual([a(2), a(3), a(1)]);
    expect(moveItem([a(1), a(2), a(3)], 2, 1)).toEqual([a(1), a(3), a(2)]);
    expect(moveItem([a(1), a(2)], 0, -1)).toEqual([a(1), a(2)]);
    expect(moveItem([a(1), a(2)], 1, 9)).toEqual([a(1), a(2)]);
    expect(moveItem([a(1), a(2)], 5, 0)).toEqual([a(1), a(2)]);
  });

  it("notices a change of order or membership", () => {
    expect(selectionChanged([a(1), a(2)], [a(1), a(2)])).toBe(false);
    expect(selectionChanged([a(1), a(2)], [a(2), a(1)])).toBe(true);
    expect(selectionChanged([a(1)], [a(1), a(2)])).toBe(true);
  });

  it("asks for published articles, searched and paged by 10", () => {
    expect(availableQuery("", 1)).toBe("status=published&page=1&pageSize=10");
    expect(Object.fromEntries(new URLSearchParams(availableQuery(" мач ", 3)))).toEqual({
      status: "published",
      page: "3",
      pageSize: "10",
      search: "мач",
    });
  });
});
