import { sitePagePath, sitePageSlugs } from "./site-pages.ts";

/**
 * Every page's address (SPEC.md §2), in one table: the router (web/routes.ts), the page cache, the
 * forms that work without JavaScript, the admin menu and its screens' guards read their paths here.
 * A pattern's `:name` is one path segment, in the spelling of both React Router and Fastify.
 */
export const pagePaths = {
  home: "/home",
  search: "/search",
  article: "/article/:articleId",
  /** A comment's own page (issue 22): its reply and report forms, for readers without JavaScript. */
  articleComment: "/article/:articleId/comments/:commentId",
  /** Staff only (decision 0050): an article, draft or not, as readers will see it. */
  preview: "/preview/:articleId",
  category: "/category/:category",
  author: "/author/:username",
  /** A tag's articles (issue 32, decision 0119). */
  tag: "/tag/:slug",
  /** The Viber share popup on a computer (SPEC.md §9). */
  shareViber: "/share/viber/:articleId",
  login: "/login",
  journalistLogin: "/journalist/login",
  register: "/register",
  /** The set-up of the second sign-in step the Owner requires (decision 0132), for either door. */
  twoStepSetup: "/two-step",
  dashboard: "/dashboard",
  adminLogin: "/admin/login",
} as const;

export const adminPaths = {
  dashboard: "/admin",
  articles: "/admin/articles",
  articleComments: "/admin/articles/:articleId/comments",
  /** Issue 35: what waits for the editorial desk's review before publishing. */
  reviews: "/admin/reviews",
  featuredArticles: "/admin/featured-articles",
  categories: "/admin/categories",
  tags: "/admin/tags",
  /** Old addresses that answer 301 (issue 33). */
  redirects: "/admin/redirects",
  journalists: "/admin/journalists",
  admins: "/admin/admins",
  auditLogs: "/admin/audit-logs",
  comments: "/admin/comments",
  commentBlocks: "/admin/comments/blocks",
  commentSettings: "/admin/comments/settings",
  sitePages: "/admin/site-pages",
  sitePage: "/admin/site-pages/:slug",
  /** Issue 34: the pictures staff uploaded. */
  media: "/admin/media",
  /** Issue 33: the Owner imports a WordPress export. */
  wordpressImport: "/admin/wordpress-import",
  /** Issue 35: one's own second sign-in step and signed-in devices, for every admin-door account. */
  account: "/admin/account",
} as const;

export const journalistPaths = {
  home: "/journalist",
  dashboard: "/journalist/dashboard",
  articles: "/journalist/articles",
  profile: "/journalist/profile",
  /** Issue 34: the media library, as in the back office. */
  media: "/journalist/media",
  create: "/journalist/create",
  edit: "/journalist/edit/:articleId",
  /** Issue 37: an article's live coverage desk: start, post entries, pin, end. */
  live: "/journalist/articles/:articleId/live",
  /** SPEC.md §2's builder address, beside /journalist/create. */
  buildArticle: "/build-article",
} as const;

type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** A pattern with its parameters filled in: `pathTo(pagePaths.article, { articleId: 5 })` is `/article/5`. */
export function pathTo<Pattern extends string>(
  pattern: Pattern,
  params: Record<ParamsOf<Pattern>, string | number>,
): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}

export type CachedPage = "home" | "article" | "category" | "author" | "tag" | "site-page";

/** The public pages the page cache keeps (decision 0045), each also as a React Router data request (`.data`). */
const cachedPages: [CachedPage, string][] = [
  ["home", pagePaths.home],
  ["article", pagePaths.article],
  ["category", pagePaths.category],
  ["author", pagePaths.author],
  ["tag", pagePaths.tag],
  ...sitePageSlugs.map((slug): [CachedPage, string] => ["site-page", sitePagePath(slug)]),
];

const cachedPageMatchers = cachedPages.map(([page, pattern]) => ({
  page,
  // A parameter is one non-empty segment; a fixed path also matches its `.data` request.
  regex: new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+")}${pattern.includes(":") ? "" : "(?:\\.data)?"}$`),
}));

/** Which cached page a path is, or null: `/article/5` and `/article/5.data` are the article page. */
export function cachedPageAt(path: string): CachedPage | null {
  for (const { page, regex } of cachedPageMatchers) if (regex.test(path)) return page;
  return null;
}

/** Every page of the router (the front door `/`, the three tables, the publisher's pages): all but the not-found page. */
const routedPatterns: string[] = [
  "/",
  ...Object.values(pagePaths),
  ...Object.values(adminPaths),
  ...Object.values(journalistPaths),
  ...sitePageSlugs.map(sitePagePath),
];

const routedMatchers = routedPatterns.map((pattern) => ({
  pattern,
  names: [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!),
  regex: new RegExp(`^${pattern.replace(/:\w+/g, "([^/]+)")}${pattern.includes(":") ? "" : "(?:\\.data)?"}$`),
}));

/**
 * The router's page at a path, with its parameters as written (percent-encoded), or null when only
 * the not-found page answers it: `/category/x` is `{ pattern: "/category/:category", params: {
 * category: "x" } }`. The redirects (issue 33) consult their table first for a path no page has.
 */
export function routedPageAt(path: string): { pattern: string; params: Record<string, string> } | null {
  for (const { pattern, names, regex } of routedMatchers) {
    const match = regex.exec(path);
    if (match) return { pattern, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}

/** What an article's address is made of: its id, and its slug (null before its first publication). */
export type ArticleAddress = { id: number; slug: string | null };

/**
 * An article's page, at its canonical address (issue 32, decision 0113): `/article/{id}-{slug}`,
 * the id first so that a renamed article, or a changed slug, never loses its address;
 * `/article/{id}` for one without a slug yet.
 */
export const articlePath = (article: ArticleAddress): string =>
  pathTo(pagePaths.article, { articleId: article.slug ? `${article.id}-${article.slug}` : article.id });

/**
 * The article an address's `:articleId` segment names (`12`, `12-sofia`, `12-an-old-slug`), and
 * the slug it was written with ("" for none); null for anything else.
 */
export function parseArticleSegment(segment: string | undefined): { id: number; slug: string } | null {
  const match = /^([1-9][0-9]{0,9})(?:-([^/]*))?$/.exec(segment ?? "");
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? { id, slug: match[2] ?? "" } : null;
}

/** Whether a path is an article's page, at any spelling of its address (not one of its comment pages). */
export function isArticlePagePath(pathname: string): boolean {
  return pathname.startsWith("/article/") && parseArticleSegment(pathname.slice("/article/".length)) !== null;
}

export const categoryPath = (category: string): string => pathTo(pagePaths.category, { category });

/** A tag's page (issue 32): `/tag/{slug}`. */
export const tagPath = (slug: string): string => pathTo(pagePaths.tag, { slug });

/** The author page (issue 21). */
export const authorPath = (username: string): string => pathTo(pagePaths.author, { username });

/** An article in its author's builder. */
export const articleEditPath = (articleId: number): string => pathTo(journalistPaths.edit, { articleId });

/** An article's live coverage desk (issue 37). */
export const articleLiveDeskPath = (articleId: number): string => pathTo(journalistPaths.live, { articleId });

/**
 * The query parameter of an article page's page of live entries (issue 37), beside the comments'
 * `?page=`: `/article/{id}-{slug}?entries=2`. Read as a list's page is (common/list-params.ts), by
 * the article's loader and the page cache's key alike.
 */
export const liveEntriesParam = "entries";

/** The id of the live block on an article page: its pager's links land on it. */
export const liveBlockId = "na-zhivo";

/** A page of an article's live entries, at the live block: the first page has no parameter. */
export const liveEntriesPath = (article: ArticleAddress, page: number): string =>
  `${articlePath(article)}${page > 1 ? `?${liveEntriesParam}=${page}` : ""}#${liveBlockId}`;
