import { describe, expect, it } from "vitest";
import type { LiveCoverage, LiveEntry } from "#common/schemas/live.ts";
import { coverageEnd, liveBlogStructuredData } from "./live-structured-data.ts";

const origin = "https://hronika.bg";
const pageUrl = `${origin}/article/7-izborite`;
const news = {
  "@context": "https://schema.org",
  "@type": "NewsArticle",
  headline: "Изборите на живо",
  dateModified: "2026-11-29T21:40:00+02:00",
  mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
};

const entry = (over: Partial<LiveEntry> = {}): LiveEntry => ({
  id: 3,
  content: "<p>Активността към <b>20:00</b> е 41,2%.</p>",
  image: null,
  imageAlt: null,
  pinned: false,
  createdAt: "2026-11-29T19:40:00.000Z",
  updatedAt: "2026-11-29T19:40:00.000Z",
  author: { name: "Мария Иванова", username: "maria.ivanova" },
  ...over,
});

const coverage = (live: Partial<LiveCoverage["live"]> = {}, entries: LiveEntry[] = [entry()]): LiveCoverage => ({
  live: {
    startedAt: "2026-11-29T05:00:00.000Z",
    endedAt: null,
    autoEndHours: 12,
    updatedAt: "2026-11-29T19:40:00.000Z",
    isLive: true,
    ...live,
  },
  keyMoments: [],
  entries,
  pagination: { total: entries.length, page: 1, pageSize: 20, totalPages: 1 },
});

describe("live coverage for search engines (issue 37, point 3)", () => {
  it("is a LiveBlogPosting with the article's fields, its coverage times and its entries as updates", () => {
    const data = liveBlogStructuredData(news, coverage(), origin);
    expect(data).toMatchObject({
      "@type": "LiveBlogPosting",
      headline: "Изборите на живо",
      dateModified: "2026-11-29T21:40:00+02:00",
      coverageStartTime: "2026-11-29T07:00:00+02:00",
      // Open: it ends itself 12 hours after its newest entry unless another comes.
      coverageEndTime: "2026-11-30T09:40:00+02:00",
    });
    expect(data.liveBlogUpdate).toEqual([
      {
        "@type": "BlogPosting",
        headline: "Активността към 20:00 е 41,2%.",
        articleBody: "Активността към 20:00 е 41,2%.",
        datePublished: "2026-11-29T21:40:00+02:00",
        url: `${pageUrl}#entry-3`,
        author: { "@type": "Person", name: "Мария Иванова", url: `${origin}/author/maria.ivanova` },
      },
    ]);
  });

  it("ends when the coverage ended, and names the editors, the picture and a change of an update", () => {
    const update = entry({
      id: 9,
      content: `<p>${"Дълъг текст за изборите. ".repeat(10)}</p>`,
      image: "/media/images/2026/11/abc-1200.webp",
      imageAlt: "Опашка пред секция",
      updatedAt: "2026-11-29T19:45:00.000Z",
      author: null,
    });
    const data = liveBlogStructuredData(news, coverage({ endedAt: "2026-11-29T21:00:00.000Z" }, [update]), origin);
    expect(data.coverageEndTime).toBe("2026-11-29T23:00:00+02:00");
    const [posted] = data.liveBlogUpdate;
    expect(posted!.headline.length).toBeLessThanOrEqual(110);
    expect(posted).toMatchObject({
      dateModified: "2026-11-29T21:45:00+02:00",
      author: { "@type": "Organization", name: "Редакцията" },
      image: {
        "@type": "ImageObject",
        url: `${origin}/media/images/2026/11/abc-1200.webp`,
        description: "Опашка пред секция",
      },
    });
  });

  it("counts an open coverage without entries from its start", () => {
    expect(coverageEnd(coverage({ updatedAt: null }, []).live)).toBe("2026-11-29T17:00:00.000Z");
  });
});
