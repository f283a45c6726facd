import type { RequestPlan } from "./load.ts";

/** What a browser sends for a page: it takes brotli or gzip. */
export const pageHeaders = { "accept-encoding": "br, gzip", accept: "text/html" };
const apiHeaders = { "accept-encoding": "br, gzip", accept: "application/json" };

/** What readers type into the search box: Bulgarian words and phrases, official and informal Latin, typos, mixed scripts. */
export const searchQueries = [
  "София",
  "бюджет",
  "ремонт на пътя",
  "Пловдив",
  "образование",
  "волейбол",
  "фестивала на киното",
  "парламентът прие",
  "болница",
  "закона за горите",
  "Варна",
  "студентите",
  "президентът",
  "енергетика",
  "sofia",
  "plovdiv",
  "budzhet",
  "obrazovanie",
  "festival",
  "parlament",
  "energetika",
  "izlozhba",
  "Пловдв",
  "бюджта",
  // Issue 19: informal Latin, typos in Latin, mixed scripts
  "budjet",
  "parlamentyt",
  "u4itelite",
  "parlamnet",
  "ремонта na pytq",
];

/** A seeded shuffle (mulberry32), so a run's order is the same every time. */
export function shuffled<T>(items: readonly T[], seed = 7): T[] {
  const result = [...items];
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : "";
};

/** Anonymous readers on one article page. */
export function hotPage(path: string): RequestPlan {
  return { method: "GET", paths: [path], headers: pageHeaders };
}

/**
 * A different article on every request, none of them read before in this run, at its canonical
 * address, from readers everywhere. The reader-facing scenarios below come from a new address
 * each request, as a busy hour does behind a CDN: since issue 30 one address gets at most 32
 * requests waiting (and a few searches a second), so 50 connections from one address measured
 * the portal's 429s, not its pages.
 */
export function coldArticles(publishedPaths: readonly string[]): RequestPlan {
  return { method: "GET", paths: shuffled(publishedPaths), headers: pageHeaders, newAddress: true };
}

/** The public list API: every tab, with and without each category, the first pages. */
export function articleLists(categories: readonly string[]): RequestPlan {
  const paths: string[] = [];
  for (const sort of ["date", "views", "comments"]) {
    for (const category of [undefined, ...categories]) {
      for (let page = 1; page <= 5; page++) paths.push(`/api/articles${query({ sort, category, page })}`);
    }
  }
  return { method: "GET", paths: shuffled(paths), headers: apiHeaders, newAddress: true };
}

export function searches(): RequestPlan {
  return {
    method: "GET",
    paths: shuffled(searchQueries.map((q) => `/api/search${query({ q })}`)),
    headers: apiHeaders,
    newAddress: true,
  };
}

/** The admin's article list with each filter, sort and a few pages, as the Owner. */
export function adminLists(options: {
  categories: readonly string[];
  authorIds: readonly number[];
  token: string;
  today: Date;
}): RequestPlan {
  const day = (daysAgo: number) => new Date(options.today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const filters: Record<string, string | number | undefined>[] = [
    {},
    { status: "published" },
    { status: "draft" },
    ...options.categories.map((category) => ({ category })),
    ...options.authorIds.map((author) => ({ author })),
    ...["бюджет", "София", "plovdiv", "ремонт"].map((search) => ({ search })),
    { dateFrom: day(7), dateTo: day(0) },
    { dateFrom: day(60), dateTo: day(30) },
    { status: "published", category: options.categories[0] },
    { status: "published", search: "парламентът" },
  ];
  const sorts = [
    { sortBy: "date", sortOrder: "desc" },
    { sortBy: "views", sortOrder: "desc" },
    { sortBy: "title", sortOrder: "asc" },
  ];
  const paths: string[] = [];
  for (const filter of filters) {
    for (const sort of sorts)
      for (const page of [1, 2]) paths.push(`/api/admin/articles${query({ ...filter, ...sort, page })}`);
  }
  return {
    method: "GET",
    paths: shuffled(paths),
    headers: { ...apiHeaders, authorization: `Bearer ${options.token}` },
    // A newsroom's editors at their own desks: 50 connections of one address would wait in one line.
    newAddress: true,
  };
}

/** Distinct readers, from distinct addresses, each counting a view of one article. */
export function viewStorm(articleId: number): RequestPlan {
  return {
    method: "POST",
    paths: [`/api/articles/${articleId}/count-view`],
    headers: apiHeaders,
    newReader: true,
    newAddress: true,
  };
}

/** Distinct readers, from distinct addresses, each posting a valid comment under one article. */
export function commentPosts(articleId: number): RequestPlan {
  return {
    method: "POST",
    paths: [`/api/articles/${articleId}/comments`],
    headers: apiHeaders,
    newReader: true,
    newAddress: true,
    body: "comment",
  };
}
