import { describe, expect, it } from "vitest";
import {
  adminPaths,
  articlePath,
  cachedPageAt,
  isArticlePagePath,
  journalistPaths,
  pagePaths,
  pathTo,
  routedPageAt,
} from "#common/page-paths.ts";
import { sitePagePath, sitePageSlugs } from "#common/site-pages.ts";
import { adminMenu } from "#web/features/admin/admin-menu.ts";
import routes from "./routes.ts";

type Entry = { path?: string; children?: Entry[] };

/** Every address the router serves, nested paths joined as React Router joins them. */
function routedPaths(entries: Entry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path =
      entry.path === undefined ? parent : entry.path.startsWith("/") ? entry.path : `${parent}/${entry.path}`;
    return [...(entry.path === undefined ? [] : [path]), ...routedPaths(entry.children ?? [], path)];
  });
}

describe("the route table", () => {
  const routed = new Set(routedPaths(routes as Entry[]));

  it("routes every address of common/page-paths.ts, and the admin menu leads only to those", () => {
    for (const path of [...Object.values(pagePaths), ...Object.values(adminPaths), ...Object.values(journalistPaths)])
      expect(routed, path).toContain(path);
    for (const item of adminMenu) expect(Object.values(adminPaths), item.path).toContain(item.path);
  });

  it("caches the public pages the router serves, and nothing else it serves", () => {
    const publicPages: string[] = [
      pagePaths.home,
      pagePaths.article,
      pagePaths.category,
      pagePaths.author,
      pagePaths.tag,
    ];
    const sitePages = sitePageSlugs.map(sitePagePath);
    for (const path of routed) {
      const cached = cachedPageAt(path.replace(/:\w+/g, "1")) !== null;
      expect(cached, path).toBe(publicPages.includes(path) || sitePages.includes(path));
    }
  });

  it("knows every page the router has, so that no redirect is looked up before a page answers (issue 33)", () => {
    for (const path of routed) {
      if (path.endsWith("*")) continue; // the not-found page
      const page = routedPageAt(path.replace(/:\w+/g, "x1"));
      expect(page?.pattern, path).toBe(path);
    }
    expect(routedPageAt("/category/%d0%bf")).toEqual({ pattern: pagePaths.category, params: { category: "%d0%bf" } });
    expect(routedPageAt("/home.data")?.pattern).toBe(pagePaths.home);
    for (const path of ["/2019/05/slug", "/category", "/category/a/b", "/wp-content/uploads/a.jpg", "/homes"])
      expect(routedPageAt(path), path).toBeNull();
  });

  it("fills a pattern's parameters, encoded", () => {
    expect(pathTo(pagePaths.article, { articleId: 5 })).toBe("/article/5");
    expect(pathTo(pagePaths.category, { category: "Спорт и здраве" })).toBe(
      `/category/${encodeURIComponent("Спорт и здраве")}`,
    );
    expect(pathTo(pagePaths.articleComment, { articleId: 5, commentId: 7 })).toBe("/article/5/comments/7");
  });

  it("tells an article's page at any spelling of its address from its comment pages and other paths", () => {
    for (const path of [
      articlePath({ id: 5, slug: null }),
      articlePath({ id: 5, slug: "sofia" }),
      "/article/5-star-adres",
    ])
      expect(isArticlePagePath(path), path).toBe(true);
    for (const path of [
      "/article/5-sofia/comments/7",
      "/article/",
      "/article/0",
      "/article/abc",
      "/articles/5",
      "/home",
    ])
      expect(isArticlePagePath(path), path).toBe(false);
  });
});
