import { limits } from "#common/limits.ts";
import type { ScaleFixtures } from "./scale-fixtures.ts";

/** One measured kind of request; `path(i)` gives the i-th request's URL (cycling through variants). */
export type ScaleScenario = {
  group: "list" | "page" | "article" | "cold render" | "admin" | "search" | "search page" | "journalist";
  name: string;
  path: (i: number) => string;
  /** Whose bearer token the request carries. */
  as?: "owner" | "journalist";
  /**
   * Rendered as on a page-cache miss: rendered, compressed and stored as for the first reader
   * after a change (issue 24), by a request that carries a writer's bypass cookie.
   */
  miss?: boolean;
  /** Untimed requests before it is timed, and timed ones, when it needs more than the run's. */
  warmup?: number;
  requests?: number;
};

/**
 * A miss's CPU is measured in the steady state of a server that has run for a while, as a mean
 * over enough renders to hold several full collections of V8's heap (one every 80 or so): PGlite
 * compiles its WebAssembly in tiers, and its statements cost three times as much for their first
 * few hundred runs in a process; V8 compiles the render's code in the background, which counts in
 * the process's CPU too. Measured so, the mean fell from 5.0 ms (300 renders before, 400 timed)
 * to 4.0 (1 000 and 1 000) for the usual article (issue 24).
 */
const steadyMiss = { miss: true, warmup: 1000, requests: 1000 } as const;

const homePageSize = limits.homePageSize;
const adminPageSize = limits.adminPageSize;
const tabs = ["date", "views", "comments"] as const;
const lastPage = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
const cycle = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** Words of the large seed's titles and bodies, in Cyrillic and as a reader would type them in Latin. */
const searchQueries: Record<string, readonly string[]> = {
  "Cyrillic word": ["бюджет", "пловдив", "фестивала", "болницата"],
  "Latin transliteration": ["plovdiv", "byudzhet", "parlamentat", "stara zagora"],
  "several words": ["ремонта на пътя", "новия бюджет софия", "турнира по волейбол", "мерките за енергетиката русе"],
  typo: ["бюджт", "пловдвив", "фестивла", "parlamnetat"],
  "rare word": ["двадесет", "хронометър", "изумруден"],
  "common word": ["новината", "подробности", "текст"],
  // Issue 19: how Bulgarians type in Latin letters, typos in Latin, both scripts in one query, other inflections.
  "informal Latin": [
    "budjet",
    "parlamentyt",
    "u4itelite",
    "pristani6teto",
    "kmetyt",
    "sofiq",
    "turnira po voleibol",
    "6umen",
  ],
  "typo in Latin": ["budjte", "festivla", "plovdvi", "parlamnet"],
  "mixed scripts": ["бюджет sofiq", "ремонта na pytq", "фестивала na kinoto", "u4itelite в Русе"],
  "other inflection": ["бюджета", "пристанище", "кмета", "турнир"],
};

/** The results page (issue 19): a query, with a filter, a page further on, and a common word. */
const searchPages: [string, (f: ScaleFixtures, i: number) => Record<string, string | number>][] = [
  ["a word", (_, i) => ({ q: cycle(["бюджет", "plovdiv", "budjet", "фестивала"], i) })],
  ["a phrase in informal Latin", (_, i) => ({ q: cycle(["remonta na pytq", "novia budjet", "u4itelite v ruse"], i) })],
  ["a typo", (_, i) => ({ q: cycle(["бюджт", "parlamnet", "фестивла"], i) })],
  ["category={each}", (f, i) => ({ q: "budjet", category: cycle(f.categories, i).name })],
  ["range=week", () => ({ q: "sofiq", range: "week" })],
  ["page 5", (_, i) => ({ q: cycle(["бюджет", "sofiq", "kmetyt"], i), page: 5 })],
  ["a common word", (_, i) => ({ q: cycle(["новината", "подробности", "tekst"], i) })],
];

/**
 * The scenarios of issue 7, point 6: every tab and category of the home list (page 1 and the
 * last page, which the pager always links), the rendered pages, an article, the admin list with
 * each filter and sort, search, and a busy journalist's own list; and issue 19's search kinds
 * and the rendered results page.
 */
export function scaleScenarios(f: ScaleFixtures): ScaleScenario[] {
  const categories = f.categories;
  const scenarios: ScaleScenario[] = [];

  for (const sort of tabs) {
    scenarios.push(
      {
        group: "list",
        name: `/api/articles ${sort}, all, page 1`,
        path: () => `/api/articles?${q({ sort, pageSize: homePageSize })}`,
      },
      {
        group: "list",
        name: `/api/articles ${sort}, all, last page`,
        path: () => `/api/articles?${q({ sort, pageSize: homePageSize, page: lastPage(f.published, homePageSize) })}`,
      },
      {
        group: "list",
        name: `/api/articles ${sort}, all, middle page`,
        path: () =>
          `/api/articles?${q({ sort, pageSize: homePageSize, page: Math.ceil(lastPage(f.published, homePageSize) / 2) })}`,
      },
      {
        group: "list",
        name: `/api/articles ${sort}, each category, page 1`,
        path: (i) => `/api/articles?${q({ sort, pageSize: homePageSize, category: cycle(categories, i).name })}`,
      },
      {
        group: "list",
        name: `/api/articles ${sort}, each category, last page`,
        path: (i) => {
          const c = cycle(categories, i);
          return `/api/articles?${q({ sort, pageSize: homePageSize, category: c.name, page: lastPage(c.published, homePageSize) })}`;
        },
      },
    );
  }

  scenarios.push(
    { group: "page", name: "/home rendered", path: () => "/home" },
    { group: "page", name: "/home?tab=views rendered", path: () => "/home?tab=views" },
    {
      group: "page",
      name: "/home last page rendered",
      path: () => `/home?page=${lastPage(f.published, homePageSize)}`,
    },
    {
      group: "page",
      name: "/category/{each} rendered",
      path: (i) => `/category/${encodeURIComponent(cycle(categories, i).name)}`,
    },
    {
      group: "page",
      name: "/category/{each}?tab=comments rendered",
      path: (i) => `/category/${encodeURIComponent(cycle(categories, i).name)}?tab=comments`,
    },
    {
      group: "article",
      name: "/article/{id} rendered, a different one each time",
      path: (i) => cycle(f.sampleArticlePaths, i),
    },
    {
      group: "article",
      name: "/api/articles/{id}, a different one each time",
      path: (i) => `/api/articles/${cycle(f.sampleArticleIds, i)}`,
    },
    {
      group: "article",
      name: "/article/{long} rendered (5 000 words, 20 sections)",
      path: () => f.longArticlePath,
    },
    { group: "article", name: "/api/articles/{long}", path: () => `/api/articles/${f.longArticleId}` },
    {
      group: "cold render",
      name: "/article/{usual} on a cache miss (1 000 words, 6 sections)",
      path: () => f.usualArticlePath,
      ...steadyMiss,
    },
    {
      group: "cold render",
      name: "/article/{long} on a cache miss (5 000 words, 20 sections)",
      path: () => f.longArticlePath,
      ...steadyMiss,
    },
  );

  const admin = (name: string, params: (i: number) => Record<string, string | number>) =>
    scenarios.push({
      group: "admin",
      name: `/api/admin/articles ${name}`,
      as: "owner",
      path: (i) => `/api/admin/articles?${q(params(i))}`,
    });
  admin("(newest first)", () => ({}));
  admin("status=published", () => ({ status: "published" }));
  admin("status=draft", () => ({ status: "draft" }));
  admin("category={each}", (i) => ({ category: cycle(categories, i).name }));
  admin("author={busiest journalist}", () => ({ author: f.journalistId }));
  admin("search={title word}", (i) => ({
    search: cycle(["бюджет", "Пловдив", "фестивала на киното", "Кметът", "зелена"], i),
  }));
  admin("search={informal Latin, typo}", (i) => ({
    search: cycle(["budjet", "plovdiv", "kmetyt", "parlamnet", "6umen"], i),
  }));
  admin("dateFrom+dateTo (one week)", () => ({ dateFrom: daysAgo(30), dateTo: daysAgo(23) }));
  admin("dateFrom (last 3 days)", () => ({ dateFrom: daysAgo(3) }));
  admin("sortBy=date asc", () => ({ sortOrder: "asc" }));
  admin("sortBy=title asc", () => ({ sortBy: "title", sortOrder: "asc" }));
  admin("sortBy=title desc", () => ({ sortBy: "title", sortOrder: "desc" }));
  admin("sortBy=views desc", () => ({ sortBy: "views", sortOrder: "desc" }));
  admin("sortBy=views asc", () => ({ sortBy: "views", sortOrder: "asc" }));
  admin("last page", () => ({ page: lastPage(f.all, adminPageSize) }));
  admin("page 1000", () => ({ page: 1000 }));
  admin("middle page", () => ({ page: Math.ceil(lastPage(f.all, adminPageSize) / 2) }));
  admin("status+category+author, views desc", (i) => ({
    status: "published",
    category: cycle(categories, i).name,
    author: f.journalistId,
    sortBy: "views",
  }));

  for (const [kind, queries] of Object.entries(searchQueries)) {
    scenarios.push({
      group: "search",
      name: `/api/search ${kind}`,
      path: (i) => `/api/search?${q({ q: cycle(queries, i) })}`,
    });
  }
  for (const [kind, params] of searchPages) {
    scenarios.push({
      group: "search page",
      name: `/search ${kind} rendered`,
      path: (i) => `/search?${q(params(f, i))}`,
    });
  }

  const journalist = (name: string, params: Record<string, string>) =>
    scenarios.push({
      group: "journalist",
      name: `/api/journalist/articles ${name}`,
      as: "journalist",
      path: () => `/api/journalist/articles?${q(params)}`,
    });
  journalist("(newest first)", {});
  journalist("sortBy=views", { sortBy: "views" });
  journalist("sortBy=title asc", { sortBy: "title", sortOrder: "asc" });
  journalist("status=draft", { status: "draft" });
  journalist("search", { search: "бюджет" });
  journalist("search in informal Latin", { search: "budjet" });
  scenarios.push({
    group: "journalist",
    name: "/api/journalist/dashboard",
    as: "journalist",
    path: () => "/api/journalist/dashboard",
  });

  return scenarios;
}

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
