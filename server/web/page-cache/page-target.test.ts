import { describe, expect, it } from "vitest";
import { isCachedPath, pageTargetOf } from "./page-target.ts";

describe("isCachedPath", () => {
  it("takes the public pages and their data requests, nothing else", () => {
    for (const path of [
      "/home",
      "/home.data",
      "/article/12",
      "/article/12.data",
      "/category/Спорт",
      "/category/%D0%A1.data",
      "/author/maria.ivanova",
      "/author/maria.ivanova.data",
      "/za-nas",
      "/politika-za-poveritelnost.data",
    ]) {
      expect(isCachedPath(path), path).toBe(true);
    }
    for (const path of [
      "/",
      "/home/",
      "/article/",
      "/article/1/x",
      "/category/",
      "/admin",
      "/journalist/articles",
      "/api/articles",
      "/login",
      "/homework",
      "/author/",
      "/author/x/rss.xml",
      "/category/Спорт/rss.xml",
      "/za-nas/x",
      "/za",
    ]) {
      expect(isCachedPath(path), path).toBe(false);
    }
  });
});

describe("pageTargetOf", () => {
  it("keys a page by path, the parameters that change it, and the theme", () => {
    // No choice: the system's theme, which the page's stylesheet applies (issue 29).
    expect(pageTargetOf("GET", "/home", {})).toEqual({ key: "system /home", url: "/home", theme: "system" });
    expect(pageTargetOf("GET", "/home", { cookie: "reader=x; theme=blue" })?.theme).toBe("system");
    expect(pageTargetOf("GET", "/home", { cookie: "theme=light" })).toEqual({
      key: "light /home",
      url: "/home",
      theme: "light",
    });
    expect(
      pageTargetOf("HEAD", "/home?page=2&tab=views&utm_source=x&fbclid=1", { cookie: "theme=dark; reader=x" }),
    ).toEqual({
      key: "dark /home?tab=views&page=2",
      url: "/home?tab=views&page=2",
      theme: "dark",
    });
    expect(pageTargetOf("GET", "/article/3?", {})?.url).toBe("/article/3");
    expect(pageTargetOf("GET", "/home?tab=comments&tab=views", {})?.url).toBe("/home?tab=comments");
  });

  // Issue 30, point 11: every spelling of a page is the page, rendered once.
  it("keys every spelling of one page as that page, as its loader reads it", () => {
    const urlOf = (raw: string) => pageTargetOf("GET", raw, {})?.url;
    for (const raw of [
      "/home?page=1",
      "/home?page=01",
      "/home?page=1.0",
      "/home?page=+1",
      "/home?page=%201",
      "/home?page=0",
      "/home?page=abc",
      "/home?page=1e9",
      "/home?tab=date",
      "/home?tab=bogus",
      "/home?_routes=root,routes/home",
      "/home?_routes=x&page=1",
    ]) {
      expect(urlOf(raw), raw).toBe("/home");
    }
    for (const raw of [
      "/home?page=2",
      "/home?page=02",
      "/home?page=2.0",
      "/home?page=0x2",
      "/home?page=2e0",
      "/home?page=2&_routes=a",
    ]) {
      expect(urlOf(raw), raw).toBe("/home?page=2");
    }
    expect(urlOf("/category/%D0%A1?page=003&tab=views")).toBe("/category/%D0%A1?tab=views&page=3");
    expect(urlOf("/article/3?page=02")).toBe("/article/3?page=2");
    expect(urlOf("/article/3?tab=views&page=1")).toBe("/article/3");
    // Issue 37: an article's page of live entries is part of its key, beside its page of comments.
    expect(urlOf("/article/3?entries=02")).toBe("/article/3?entries=2");
    expect(urlOf("/article/3?entries=2&page=3")).toBe("/article/3?page=3&entries=2");
    expect(urlOf("/article/3?entries=1&entries=x")).toBe("/article/3");
    expect(urlOf("/home?entries=2")).toBe("/home");
    expect(urlOf("/author/maria.ivanova?page=2.0")).toBe("/author/maria.ivanova?page=2");
    expect(urlOf("/za-nas?page=2&tab=views")).toBe("/za-nas");
    // Data requests alike: React Router's route list is dropped (every route of the page loads).
    expect(urlOf("/article/3.data?_routes=routes%2Farticle")).toBe("/article/3.data");
    expect(urlOf("/home.data?_routes=root&page=02")).toBe("/home.data?page=2");
    expect(pageTargetOf("GET", "/home?page=01", { cookie: "theme=dark" })?.key).toBe("dark /home");
  });

  it("leaves writes, signed-in requests and other paths alone", () => {
    expect(pageTargetOf("POST", "/home", {})).toBeNull();
    expect(pageTargetOf("GET", "/home", { authorization: "Bearer x" })).toBeNull();
    expect(pageTargetOf("GET", "/admin", {})).toBeNull();
    expect(pageTargetOf("GET", undefined, {})).toBeNull();
  });

  it("leaves a search asked of a listed page to the app, which sends it to /search (issue 19)", () => {
    expect(pageTargetOf("GET", "/home?q=sofia", {})).toBeNull();
    expect(pageTargetOf("GET", "/category/%D0%A1?tab=views&q=", {})).toBeNull();
    expect(pageTargetOf("GET", "/search?q=sofia", {})).toBeNull();
    expect(pageTargetOf("GET", "/home?qq=1", {})?.url).toBe("/home");
  });
});
