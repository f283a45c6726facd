import { describe, expect, it } from "vitest";
import { articleSaveError, isPictureSection } from "./article-input.ts";

const article = (overrides: Partial<Parameters<typeof articleSaveError>[0]> = {}) => ({
  title: "Заглавие",
  categories: [],
  description: "",
  thumbnail: "/media/images/a-1200.webp",
  thumbnailAlt: "Депутати в залата",
  thumbnailCredit: null,
  sections: [
    { type: "image", content: "/media/images/b-1200.webp", caption: null, alt: "Опашка пред секция", credit: null },
  ],
  ...overrides,
});

describe("the pictures' alternative texts (issue 21)", () => {
  it("are required for the thumbnail and every picture section, after SPEC's own rules", () => {
    expect(articleSaveError(article())).toBeNull();
    expect(articleSaveError(article({ thumbnailAlt: " " }))).toBe(
      "Добавете описание на основната снимка (алтернативен текст)",
    );
    expect(articleSaveError(article({ thumbnailAlt: undefined }))).toBe(
      "Добавете описание на основната снимка (алтернативен текст)",
    );
    expect(
      articleSaveError(article({ sections: [{ type: "image", content: "/media/images/b-1200.webp", alt: "\t" }] })),
    ).toBe("Добавете описание на всяка снимка в статията (алтернативен текст)");
    // SPEC.md §5's rules come first: an empty title is said before a missing alternative text.
    expect(articleSaveError(article({ title: "", thumbnailAlt: "" }))).toBe("Моля, добавете заглавие на статията");
  });

  it("are not asked of a video, nor of an article without a thumbnail", () => {
    expect(articleSaveError(article({ thumbnail: null, thumbnailAlt: null }))).toBeNull();
    expect(articleSaveError(article({ thumbnail: "", thumbnailAlt: "" }))).toBeNull();
    expect(
      articleSaveError(article({ sections: [{ type: "image", content: "/media/videos/a.mp4", alt: null }] })),
    ).toBeNull();
    expect(isPictureSection({ type: "image", content: "/media/video/x" })).toBe(false);
    expect(isPictureSection({ type: "image", content: "/media/images/x-1200.webp" })).toBe(true);
    expect(isPictureSection({ type: "paragraph", content: "<p>x</p>" })).toBe(false);
  });

  it("and the credits have their limits", () => {
    expect(articleSaveError(article({ thumbnailAlt: "д".repeat(301) }))).toBe(
      "Описанието на снимка може да е най-много 300 знака",
    );
    expect(
      articleSaveError(
        article({
          sections: [{ type: "image", content: "/media/images/b-1200.webp", alt: "x", credit: "д".repeat(121) }],
        }),
      ),
    ).toBe("Авторът на снимка може да е най-много 120 знака");
    expect(articleSaveError(article({ thumbnailCredit: "д".repeat(120) }))).toBeNull();
  });
});
