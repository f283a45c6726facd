import { describe, expect, it } from "vitest";
import { builderReducer } from "./builder-state.ts";
import {
  categoryNames,
  emptyWorkingCopy,
  newSection,
  saveBody,
  savedArticleId,
  toggleCategory,
  workingCopyFromArticle,
  type WorkingCopy,
} from "./working-copy.ts";

const withThree = (): WorkingCopy =>
  ["heading", "paragraph", "image"].reduce(
    (copy, type) =>
      builderReducer(copy, { type: "addSection", sectionType: type as "heading" | "paragraph" | "image" }),
    emptyWorkingCopy(),
  );

describe("the builder's working copy", () => {
  it("starts empty, published by default, with a read time of 1 minute", () => {
    expect(emptyWorkingCopy()).toEqual({
      title: "",
      categories: [],
      tags: [],
      sections: [],
      thumbnail: "",
      thumbnailAlt: "",
      thumbnailCredit: "",
      description: "",
      isPublished: true,
      readTime: "1 мин четене",
    });
  });

  it("appends new empty sections with unique new-section ids and order indexes from 0", () => {
    const copy = withThree();
    expect(copy.sections.map((s) => [s.type, s.content, s.orderIndex])).toEqual([
      ["heading", "", 0],
      ["paragraph", "", 1],
      ["image", "", 2],
    ]);
    expect(new Set(copy.sections.map((s) => s.id)).size).toBe(3);
    for (const s of copy.sections) expect(s.id).toMatch(/^new-section-\d+$/);
    expect(newSection("heading", 5).id).not.toBe(newSection("heading", 5).id);
  });

  it("moves sections up and down, ignoring up on the first and down on the last, and renumbers", () => {
    const copy = withThree();
    const [first, , last] = copy.sections;
    expect(builderReducer(copy, { type: "moveSection", id: first!.id, direction: "up" })).toBe(copy);
    expect(builderReducer(copy, { type: "moveSection", id: last!.id, direction: "down" })).toBe(copy);
    const moved = builderReducer(copy, { type: "moveSection", id: first!.id, direction: "down" });
    expect(moved.sections.map((s) => s.type)).toEqual(["paragraph", "heading", "image"]);
    expect(moved.sections.map((s) => s.orderIndex)).toEqual([0, 1, 2]);
    const dragged = builderReducer(copy, { type: "moveSectionTo", id: last!.id, overId: first!.id });
    expect(dragged.sections.map((s) => s.type)).toEqual(["image", "heading", "paragraph"]);
    expect(dragged.sections.map((s) => s.orderIndex)).toEqual([0, 1, 2]);
  });

  it("removes a section and recomputes the read time when paragraphs change", () => {
    let copy = withThree();
    const paragraph = copy.sections[1]!;
    copy = builderReducer(copy, {
      type: "updateSection",
      id: paragraph.id,
      patch: { content: `<p>${"д".repeat(2500)}</p>` },
    });
    expect(copy.readTime).toBe("3 мин четене");
    copy = builderReducer(copy, { type: "removeSection", id: paragraph.id });
    expect(copy.sections.map((s) => s.orderIndex)).toEqual([0, 1]);
    expect(copy.readTime).toBe("1 мин четене");
  });

  it("takes at most 5 categories, ignoring further ones, and toggles them off", () => {
    let selected: string[] = [];
    for (const name of ["а", "б", "в", "г", "д", "е"]) selected = toggleCategory(selected, name);
    expect(selected).toEqual(["а", "б", "в", "г", "д"]);
    expect(toggleCategory(selected, "в")).toEqual(["а", "б", "г", "д"]);
  });

  it("reads category lists as names, objects with a name, or under a categories key", () => {
    expect(categoryNames([{ id: 1, name: "Спорт" }, { name: "Наука" }])).toEqual(["Спорт", "Наука"]);
    expect(categoryNames({ categories: ["Спорт", " ", "Спорт"] })).toEqual(["Спорт"]);
    expect(categoryNames("nonsense")).toEqual([]);
  });

  it("loads an article from the API, in order, with section-{id} client ids", () => {
    const copy = workingCopyFromArticle({
      title: "Заглавие",
      description: "Описание",
      thumbnail: "/media/images/a-1200.webp",
      thumbnailAlt: "Стадионът отвисоко",
      thumbnailCredit: "Иван Петров",
      categories: ["Спорт", "Наука"],
      isPublished: false,
      sections: [
        { id: 9, type: "paragraph", content: "<p>Текст</p>", caption: null, alt: null, credit: null, orderIndex: 1 },
        { id: 7, type: "heading", content: "Начало", caption: null, orderIndex: 0 },
        {
          id: 8,
          type: "image",
          content: "/media/images/b-1200.webp",
          caption: "Снимка",
          alt: "Отборът празнува",
          credit: "Мария Колева",
          orderIndex: 2,
        },
      ],
    });
    expect(copy).toMatchObject({
      title: "Заглавие",
      description: "Описание",
      thumbnail: "/media/images/a-1200.webp",
      thumbnailAlt: "Стадионът отвисоко",
      thumbnailCredit: "Иван Петров",
      categories: ["Спорт", "Наука"],
      isPublished: false,
      readTime: "1 мин четене",
    });
    expect(copy.sections.map((s) => [s.id, s.type, s.orderIndex, s.caption, s.alt, s.credit])).toEqual([
      ["section-7", "heading", 0, null, null, null],
      ["section-9", "paragraph", 1, null, null, null],
      ["section-8", "image", 2, "Снимка", "Отборът празнува", "Мария Колева"],
    ]);
  });

  it("loads the other shape: an article object with capitalised Title, Thumbnail and Description", () => {
    const copy = workingCopyFromArticle({
      article: { Title: "Т", Thumbnail: "/media/x-1200.webp", Description: "О", sections: [] },
    });
    expect(copy).toMatchObject({
      title: "Т",
      thumbnail: "/media/x-1200.webp",
      description: "О",
      isPublished: undefined,
    });
  });

  it("sends isPublished only in edit mode and only when known", () => {
    const copy = { ...withThree(), title: "Т", isPublished: false };
    expect(saveBody(copy, "create")).not.toHaveProperty("isPublished");
    expect(saveBody(copy, "edit")).toMatchObject({ isPublished: false });
    expect(saveBody({ ...copy, isPublished: undefined }, "edit")).not.toHaveProperty("isPublished");
    expect(saveBody(copy, "create").sections.map((s) => s.type)).toEqual(["heading", "paragraph", "image"]);
    expect(saveBody({ ...copy, thumbnail: "" }, "create").thumbnail).toBeNull();
  });

  it("sends the pictures' alternative texts and credits; the thumbnail's only with a thumbnail", () => {
    const copy = withThree();
    const picture = copy.sections[2]!;
    const withAlt = builderReducer(copy, {
      type: "updateSection",
      id: picture.id,
      patch: { alt: "Залата", credit: "БТА" },
    });
    expect(saveBody(withAlt, "create").sections[2]).toEqual({
      type: "image",
      content: "",
      caption: null,
      alt: "Залата",
      credit: "БТА",
    });
    const thumbnailed = {
      ...withAlt,
      thumbnail: "/media/images/a-1200.webp",
      thumbnailAlt: "Снимка",
      thumbnailCredit: "Автор",
    };
    expect(saveBody(thumbnailed, "create")).toMatchObject({ thumbnailAlt: "Снимка", thumbnailCredit: "Автор" });
    expect(saveBody({ ...thumbnailed, thumbnail: "" }, "create")).toMatchObject({
      thumbnail: null,
      thumbnailAlt: null,
      thumbnailCredit: null,
    });
  });

  it("goes to articleId, else id, else the article being edited", () => {
    expect(savedArticleId({ articleId: 5, id: 6 }, 7)).toBe(5);
    expect(savedArticleId({ id: "6" }, 7)).toBe(6);
    expect(savedArticleId({}, 7)).toBe(7);
    expect(savedArticleId(null, undefined)).toBeUndefined();
  });
});

describe("the builder's tags (issue 32)", () => {
  it("are read from a loaded article, sent with every save, and set as a whole", () => {
    const loaded = workingCopyFromArticle({ title: "Т", tags: [{ name: "Избори", slug: "izbori" }, { name: "ЕС" }] });
    expect(loaded.tags).toEqual(["Избори", "ЕС"]);
    const changed = builderReducer(loaded, { type: "tags", tags: ["Избори"] });
    expect(saveBody(changed, "edit").tags).toEqual(["Избори"]);
    expect(saveBody(emptyWorkingCopy(), "create").tags).toEqual([]);
  });

  it("are left as they are by a text that knows none (a revision restored): not sent, and still shown", () => {
    const fromRevision = workingCopyFromArticle({ title: "Стара версия", categories: [], sections: [] });
    expect(fromRevision.tags).toBeUndefined();
    expect("tags" in saveBody(fromRevision, "edit")).toBe(false);
    const shown = builderReducer({ ...emptyWorkingCopy(), tags: ["Избори"] }, { type: "replace", copy: fromRevision });
    expect(shown.tags).toEqual(["Избори"]);
  });
});
