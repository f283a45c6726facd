import { describe, expect, it } from "vitest";
import { authorFeedHref, authorMetaDescription, authorPageHref, authorStructuredData } from "./author-meta.ts";

const author = {
  username: "maria.ivanova",
  name: "Мария Иванова",
  avatar: "/media/avatars/m.webp",
  bio: "Пише за политика\nи икономика.",
};

describe("the author page's addresses and head (issue 21)", () => {
  it("addresses the page, its later pages and its feed by the username", () => {
    expect(authorPageHref("maria.ivanova")).toBe("/author/maria.ivanova");
    expect(authorPageHref("maria.ivanova", 1)).toBe("/author/maria.ivanova");
    expect(authorPageHref("мария", 3)).toBe("/author/%D0%BC%D0%B0%D1%80%D0%B8%D1%8F?page=3");
    expect(authorFeedHref("maria.ivanova")).toBe("/author/maria.ivanova/rss.xml");
  });

  it("describes the author by the biography, cut as a meta description, else by name", () => {
    expect(authorMetaDescription(author, "Хроника")).toBe("Пише за политика и икономика.");
    expect(authorMetaDescription({ ...author, bio: "дума ".repeat(60) }, "Хроника")).toMatch(/^(дума ){20,}.*\.\.\.$/);
    expect(authorMetaDescription({ ...author, bio: null }, "Хроника")).toBe("Статии от Мария Иванова в Хроника");
  });

  it("is a ProfilePage about a Person with name, picture, biography and address", () => {
    expect(authorStructuredData(author, "https://hronika.bg")).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: "https://hronika.bg/author/maria.ivanova",
      mainEntity: {
        "@type": "Person",
        name: "Мария Иванова",
        url: "https://hronika.bg/author/maria.ivanova",
        image: "https://hronika.bg/media/avatars/m.webp",
        description: "Пише за политика\nи икономика.",
      },
    });
    expect(authorStructuredData({ ...author, avatar: null, bio: null }, "https://hronika.bg").mainEntity).toEqual({
      "@type": "Person",
      name: "Мария Иванова",
      url: "https://hronika.bg/author/maria.ivanova",
    });
  });
});
