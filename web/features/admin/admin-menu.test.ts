import { describe, expect, it } from "vitest";
import { adminMenu, adminMenuFor, adminMenuItemAt, type AdminMenuItem } from "./admin-menu.ts";

const paths = (items: readonly AdminMenuItem[]) => items.map((item) => item.path);

describe("adminMenuFor", () => {
  it("follows SPEC's table of roles", () => {
    expect(paths(adminMenuFor("Owner"))).toEqual([
      "/admin",
      "/admin/articles",
      "/admin/reviews",
      "/admin/media",
      "/admin/comments",
      "/admin/featured-articles",
      "/admin/categories",
      "/admin/tags",
      "/admin/redirects",
      "/admin/journalists",
      "/admin/admins",
      "/admin/audit-logs",
      "/admin/site-pages",
      "/admin/wordpress-import",
    ]);
    expect(paths(adminMenuFor("Admin"))).toEqual([
      "/admin",
      "/admin/articles",
      "/admin/reviews",
      "/admin/media",
      "/admin/comments",
      "/admin/featured-articles",
      "/admin/categories",
      "/admin/tags",
      "/admin/redirects",
      "/admin/journalists",
    ]);
    expect(paths(adminMenuFor("Journalist"))).toEqual(["/admin", "/admin/articles", "/admin/media"]);
  });

  it("gives the Editor the editorial desk and nothing of the admins' (decision 0134)", () => {
    expect(paths(adminMenuFor("Editor"))).toEqual([
      "/admin/articles",
      "/admin/reviews",
      "/admin/media",
      "/admin/comments",
      "/admin/featured-articles",
    ]);
  });

  it("treats a user with no role as a Journalist", () => {
    expect(paths(adminMenuFor(null))).toEqual(["/admin", "/admin/articles", "/admin/media"]);
  });
});

describe("adminMenuItemAt", () => {
  it("finds the item of a path, its children and a trailing slash", () => {
    expect(adminMenuItemAt("/admin", adminMenu)?.path).toBe("/admin");
    expect(adminMenuItemAt("/admin/", adminMenu)?.path).toBe("/admin");
    expect(adminMenuItemAt("/admin/articles/7/comments", adminMenu)?.path).toBe("/admin/articles");
    expect(adminMenuItemAt("/admin/comments/settings", adminMenu)?.path).toBe("/admin/comments");
    expect(adminMenuItemAt("/admin/admins", adminMenu)?.path).toBe("/admin/admins");
    expect(adminMenuItemAt("/admin/articles-old", adminMenu)?.path).toBe("/admin");
    expect(adminMenuItemAt("/admin/site-pages/za-nas", adminMenu)?.path).toBe("/admin/site-pages");
  });
});
