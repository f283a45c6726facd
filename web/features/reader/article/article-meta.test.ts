import { describe, expect, it } from "vitest";
import {
  articleBreadcrumbs,
  articleKeywords,
  articleMetaDescription,
  articleShareImage,
  articleStructuredData,
  pageModifiedAt,
  type ArticleForMeta,
} from "./article-meta.ts";
import { jsonForScript } from "#web/components/json-ld.tsx";

function buildArticle(overrides: Partial<ArticleForMeta> = {}): ArticleForMeta {
  return {
    id: 7,
    slug: "parlamentat-prie-byudzheta",
    title: "Парламентът прие бюджета",
    description: "Депутатите одобриха рамката.",
    preview: "След дванадесет часа дебати...",
    thumbnail: "/media/images/2026/11/abc-800.webp",
    thumbnailAlt: "Депутати гласуват в пленарната зала",
    thumbnailCredit: "Иван Петров",
    image: "/media/images/2026/11/abc-800.webp",
    publishDate: "2026-11-22T10:00:00.000Z",
    updatedAt: "2026-11-23T08:30:00.000Z",
    modifiedAt: null,
    categories: ["Политика", "Бизнес"],
    author: { name: "Мария Иванова", avatar: null, username: "maria.ivanova" },
    coAuthors: [],
    sections: [
      {
        id: 1,
        type: "paragraph",
        content: "<p>Първи <b>абзац</b> &amp; още.</p>",
        caption: null,
        alt: null,
        credit: null,
        orderIndex: 0,
      },
      {
        id: 2,
        type: "image",
        content: "/media/images/x-1200.webp",
        caption: "Залата",
        alt: "Празната зала преди заседанието",
        credit: "Мария Колева",
        orderIndex: 1,
      },
      { id: 3, type: "heading", content: "Какво предстои", caption: null, alt: null, credit: null, orderIndex: 2 },
      {
        id: 4,
        type: "paragraph",
        content: "<p>Втори абзац.</p>",
        caption: null,
        alt: null,
        credit: null,
        orderIndex: 3,
      },
    ],
    ...overrides,
  };
}

const site = { name: "Хроника", publicUrl: "https://hronika.bg" };

describe("article meta description (SPEC.md §9)", () => {
  it("is the description, else the preview", () => {
    expect(articleMetaDescription(buildArticle())).toBe("Депутатите одобриха рамката.");
    expect(articleMetaDescription(buildArticle({ description: "  " }))).toBe("След дванадесет часа дебати...");
  });

  it("else the tag-stripped paragraph and heading text, cut at 160 characters with ...", () => {
    const short = buildArticle({ description: "", preview: "" });
    expect(articleMetaDescription(short)).toBe("Първи абзац & още. Какво предстои Втори абзац.");

    const long = "дума ".repeat(60);
    const article = buildArticle({
      description: "",
      preview: "",
      sections: [
        { id: 1, type: "paragraph", content: `<p>${long}</p>`, caption: null, alt: null, credit: null, orderIndex: 0 },
      ],
    });
    const text = articleMetaDescription(article);
    expect(text.endsWith("...")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(163);
    expect(text).not.toContain("<");
  });
});

describe("article keywords, breadcrumbs and share image", () => {
  it("joins the categories with a comma and a space, default новини", () => {
    expect(articleKeywords(buildArticle())).toBe("Политика, Бизнес");
    expect(articleKeywords(buildArticle({ categories: [] }))).toBe("новини");
  });

  it("leads from Начало through the first category (default Новини) to the title", () => {
    expect(articleBreadcrumbs(buildArticle())).toEqual([
      { name: "Начало", url: "/home" },
      { name: "Политика", url: "/category/%D0%9F%D0%BE%D0%BB%D0%B8%D1%82%D0%B8%D0%BA%D0%B0" },
      { name: "Парламентът прие бюджета", url: "/article/7-parlamentat-prie-byudzheta" },
    ]);
    expect(articleBreadcrumbs(buildArticle({ categories: [] }))[1]!.name).toBe("Новини");
  });

  it("uses the 1200 px variant of the lead image and never a video", () => {
    expect(articleShareImage(buildArticle())).toBe("/media/images/2026/11/abc-1200.webp");
    expect(articleShareImage(buildArticle({ thumbnail: null, image: "/media/videos/a.mp4" }))).toBeNull();
    expect(articleShareImage(buildArticle({ thumbnail: null, image: null }))).toBeNull();
  });
});

describe("NewsArticle structured data", () => {
  it("describes the article, its author, the publisher and the page", () => {
    const data = articleStructuredData(buildArticle(), site);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Парламентът прие бюджета",
      image: [
        {
          "@type": "ImageObject",
          url: "https://hronika.bg/media/images/2026/11/abc-1200.webp",
          caption: "Депутати гласуват в пленарната зала",
          description: "Депутати гласуват в пленарната зала",
          creditText: "Иван Петров",
        },
      ],
      // At Sofia's offset (issue 29).
      datePublished: "2026-11-22T12:00:00+02:00",
      // Issue 20 (decision 0068): not changed since its publication, so modified then.
      dateModified: "2026-11-22T12:00:00+02:00",
      author: { "@type": "Person", name: "Мария Иванова", url: "https://hronika.bg/author/maria.ivanova" },
      publisher: {
        "@type": "Organization",
        name: "Хроника",
        logo: { "@type": "ImageObject", url: "https://hronika.bg/favicon.svg" },
      },
      articleSection: "Политика",
      articleBody: "Първи абзац & още. Какво предстои Втори абзац.",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://hronika.bg/article/7-parlamentat-prie-byudzheta" },
    });
  });

  it("is modified when its text last changed after publication, whatever else moved its row (issue 20)", () => {
    const data = articleStructuredData({ ...buildArticle(), modifiedAt: "2026-11-24T09:15:00.000Z" }, site);
    expect(data.dateModified).toBe("2026-11-24T11:15:00+02:00");
  });

  it("is modified by its live coverage's last entry when that came later (issue 37)", () => {
    const article = { ...buildArticle(), modifiedAt: "2026-11-24T09:15:00.000Z" };
    expect(articleStructuredData(article, site, "2026-11-24T18:40:00.000Z").dateModified).toBe(
      "2026-11-24T20:40:00+02:00",
    );
    expect(articleStructuredData(article, site, "2026-11-24T08:00:00.000Z").dateModified).toBe(
      "2026-11-24T11:15:00+02:00",
    );
    expect(articleStructuredData(article, site, null).dateModified).toBe("2026-11-24T11:15:00+02:00");
    expect(pageModifiedAt(null, "2026-11-24T18:40:00.000Z")).toBe("2026-11-24T18:40:00.000Z");
  });

  it("describes a lead picture of the sections by its caption, alternative text and credit; the editors' byline is the organisation", () => {
    const data = articleStructuredData(
      buildArticle({
        thumbnail: null,
        image: "/media/images/x-1200.webp",
        author: { name: "Редакцията", avatar: null, username: null },
      }),
      site,
    );
    expect(data.image).toEqual([
      {
        "@type": "ImageObject",
        url: "https://hronika.bg/media/images/x-1200.webp",
        caption: "Залата",
        description: "Празната зала преди заседанието",
        creditText: "Мария Колева",
      },
    ]);
    expect(data.author).toEqual({ "@type": "Organization", name: "Редакцията" });
    expect(
      articleStructuredData(buildArticle({ thumbnail: null, image: null, sections: [] }), site),
    ).not.toHaveProperty("image");
  });

  it("names every author of a co-written article as a Person with their page, in the byline's order (decision 0121)", () => {
    const data = articleStructuredData(
      buildArticle({
        coAuthors: [
          { id: 2, name: "Георги Петров", username: "georgi.petrov" },
          { id: 3, name: "Елена Димитрова", username: "elena.dimitrova" },
        ],
      }),
      site,
    );
    expect(data.author).toEqual([
      { "@type": "Person", name: "Мария Иванова", url: "https://hronika.bg/author/maria.ivanova" },
      { "@type": "Person", name: "Георги Петров", url: "https://hronika.bg/author/georgi.petrov" },
      { "@type": "Person", name: "Елена Димитрова", url: "https://hronika.bg/author/elena.dimitrova" },
    ]);
  });

  it("dates at Sofia's offset, +03:00 in summer (issue 29)", () => {
    const data = articleStructuredData(
      buildArticle({ publishDate: "2026-07-01T21:59:00.000Z", modifiedAt: null }),
      site,
    );
    expect(data.datePublished).toBe("2026-07-02T00:59:00+03:00");
  });

  it("cuts the body at 1000 characters", () => {
    const content = `<p>${"а".repeat(1500)}</p>`;
    const data = articleStructuredData(
      buildArticle({
        sections: [{ id: 1, type: "paragraph", content, caption: null, alt: null, credit: null, orderIndex: 0 }],
      }),
      site,
    );
    expect(data.articleBody).toHaveLength(1000);
  });

  it("is safe to put inside a <script> element", () => {
    const json = jsonForScript({ headline: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json)).toEqual({ headline: "</script><script>alert(1)</script>" });
  });
});
