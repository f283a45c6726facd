import { describe, expect, it } from "vitest";
import { adminMenu, adminMenuFor, adminMenuItemAt, type AdminMenuItem } from "./admin-menu.ts";

const everything: AdminMenuItem[] = adminMenu.map((item) => ({ ...item, available: true }));
const paths = (items: AdminMenuItem[]) => items.map((item) => item.path);

describe("adminMenuFor", () => {
  it("follows SPEC's table of roles", () => {
    expect(paths(adminMenuFor("Owner", everything))).toEqual([
      "/admin",
      "/admin/articles",
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
    expect(paths(adminMenuFor("Admin", everything))).toEqual([
      "/admin",
      "/admin/articles",
      "/admin/comments",
      "/admin/featured-articles",
      "/admin/categories",
      "/admin/tags",
      "/admin/redirects",
      "/admin/journalists",
    ]);
    expect(paths(adminMenuFor("Journalist", everything))).toEqual(["/admin", "/admin/articles"]);
  });

  it("treats a user with no role as a Journalist", () => {
    expect(paths(adminMenuFor(null, everything))).toEqual(["/admin", "/admin/articles"]);
  });

  it("lists only the screens that exist", () => {
    expect(adminMenuFor("Owner").every((item) => item.available)).toBe(true);
    expect(paths(adminMenuFor("Owner"))).toContain("/admin");
  });
});

describe("adminMenuItemAt", () => {
  it("finds the item of a path, its children and a trailing slash", () => {
    expect(adminMenuItemAt("/admin", everything)?.path).toBe("/admin");
    expect(adminMenuItemAt("/admin/", everything)?.path).toBe("/admin");
    expect(adminMenuItemAt("/admin/articles/7/comments", everything)?.path).toBe("/admin/articles");
    expect(adminMenuItemAt("/admin/comments/settings", everything)?.path).toBe("/admin/comments");
    expect(adminMenuItemAt("/admin/admins", everything)?.path).toBe("/admin/admins");
    expect(adminMenuItemAt("/admin/articles-old", everything)?.path).toBe("/admin");
    expect(adminMenuItemAt("/admin/site-pages/za-nas", everything)?.path).toBe("/admin/site-pages");
  });
});
