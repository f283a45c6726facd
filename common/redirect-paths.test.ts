import { describe, expect, it } from "vitest";
import {
  normalizeRedirectPath,
  normalizeRedirectTarget,
  pathOfRedirect,
  readableRedirectPath,
  redirectPathMax,
} from "./redirect-paths.ts";

const novini = "/%d0%bd%d0%be%d0%b2%d0%b8%d0%bd%d0%b8";

describe("normalizeRedirectPath", () => {
  it("keeps the path of a full URL, without scheme, host or trailing slash", () => {
    expect(normalizeRedirectPath("https://old.example.bg/2019/05/slug/")).toBe("/2019/05/slug");
    expect(normalizeRedirectPath("http://OLD.example.bg:8080/2019/05/slug")).toBe("/2019/05/slug");
    expect(normalizeRedirectPath("HTTPS://old.example.bg")).toBe("/");
    expect(normalizeRedirectPath("/2019/05/slug")).toBe("/2019/05/slug");
    expect(normalizeRedirectPath("/2019/05/slug///")).toBe("/2019/05/slug");
    expect(normalizeRedirectPath("/")).toBe("/");
    expect(normalizeRedirectPath("  /about/  ")).toBe("/about");
  });

  it("spells Cyrillic one way, typed or percent-encoded in either case", () => {
    expect(normalizeRedirectPath("/новини/")).toBe(novini);
    expect(normalizeRedirectPath("/%D0%BD%D0%BE%D0%B2%D0%B8%D0%BD%D0%B8/")).toBe(novini);
    expect(normalizeRedirectPath("/%d0%BD%d0%be%D0%b2%d0%b8%d0%bd%d0%b8")).toBe(novini);
    expect(normalizeRedirectPath("https://стар.бг/новини")).toBe(novini);
    expect(readableRedirectPath(novini)).toBe("/новини");
  });

  it("decodes what needs no encoding and encodes what does, in lower-case hex", () => {
    expect(normalizeRedirectPath("/%61bc%2D%7e")).toBe("/abc-~");
    expect(normalizeRedirectPath("/a b/c(1)")).toBe("/a%20b/c(1)");
    expect(normalizeRedirectPath("/a%20b/c%281%29")).toBe("/a%20b/c(1)");
    // An encoded slash stays part of its segment; a lone % is itself.
    expect(normalizeRedirectPath("/a%2Fb")).toBe("/a%2fb");
    expect(normalizeRedirectPath("/100%")).toBe("/100%25");
    expect(normalizeRedirectPath("/100%25")).toBe("/100%25");
    // Bytes that are no UTF-8 are kept as bytes.
    expect(normalizeRedirectPath("/%FF")).toBe("/%ff");
  });

  it("resolves dot segments and repeated slashes", () => {
    expect(normalizeRedirectPath("/a/./b/../c")).toBe("/a/c");
    expect(normalizeRedirectPath("/a/%2e%2e/c")).toBe("/c");
    expect(normalizeRedirectPath("/a//b")).toBe("/a/b");
    expect(normalizeRedirectPath("/../..")).toBe("/");
  });

  it("keeps WordPress's routing parameters only, sorted, each once", () => {
    expect(normalizeRedirectPath("/?p=123")).toBe("/?p=123");
    expect(normalizeRedirectPath("https://old.example.bg/?page_id=5&utm_source=fb")).toBe("/?page_id=5");
    expect(normalizeRedirectPath("/?utm_source=x&tag=a&cat=3&fbclid=z")).toBe("/?cat=3&tag=a");
    expect(normalizeRedirectPath("/?attachment_id=7&author=2&feed=rss2")).toBe("/?attachment_id=7&author=2&feed=rss2");
    expect(normalizeRedirectPath("/2019/05/slug/?amp=1")).toBe("/2019/05/slug");
    expect(normalizeRedirectPath("/?p=1&p=2")).toBe("/?p=2");
    expect(normalizeRedirectPath("/?p=")).toBe("/");
    expect(normalizeRedirectPath("/?P=1")).toBe("/");
    expect(normalizeRedirectPath("/?p=5#comments")).toBe("/?p=5");
    expect(normalizeRedirectPath("/?tag=избори")).toBe("/?tag=%d0%b8%d0%b7%d0%b1%d0%be%d1%80%d0%b8");
    expect(normalizeRedirectPath("/?tag=a+b")).toBe(normalizeRedirectPath("/?tag=a%20b"));
  });

  it("is null for what is no address of a site", () => {
    for (const address of [
      "",
      "   ",
      "2019/05/slug",
      "old.example.bg/2019",
      "//evil.com/x",
      "/\\evil.com",
      "\\\\evil.com",
      "javascript:alert(1)",
      "ftp://old.example.bg/x",
      "mailto:a@b.bg",
      "/a\u0000b",
      "/a\nb",
      "/a\u0085b",
      "/a%00b",
      "/a%0Ab",
      "/a%7fb",
      "https://old.example.bg/a%0d%0aSet-Cookie:x",
      `/${"a".repeat(redirectPathMax)}`,
    ])
      expect(normalizeRedirectPath(address), JSON.stringify(address)).toBeNull();
    expect(normalizeRedirectPath(`/${"a".repeat(redirectPathMax - 1)}`)).toHaveLength(redirectPathMax);
    // Short to type, long when encoded.
    expect(normalizeRedirectPath(`/${"я".repeat(400)}`)).toBeNull();
  });

  it("is one key for any spelling of one address, and a key is its own key", () => {
    for (const address of ["/новини/", "https://x.bg/%D0%BD%D0%BE%D0%B2%D0%B8%D0%BD%D0%B8?p=3&x=1", "/a%2Fb/?cat=1"]) {
      const key = normalizeRedirectPath(address)!;
      expect(normalizeRedirectPath(key)).toBe(key);
    }
  });
});

describe("normalizeRedirectTarget", () => {
  const site = "https://hronika.bg";

  it("is a path of this site, its query whole", () => {
    expect(normalizeRedirectTarget("/category/Политика/", site)).toBe(
      "/category/%d0%9f%d0%be%d0%bb%d0%b8%d1%82%d0%b8%d0%ba%d0%b0",
    );
    expect(normalizeRedirectTarget("/search?q=избори&page=2", site)).toBe(
      "/search?q=%d0%b8%d0%b7%d0%b1%d0%be%d1%80%d0%b8&page=2",
    );
    expect(normalizeRedirectTarget("https://hronika.bg/home#top", site)).toBe("/home");
  });

  it("refuses another site's address and what is no address", () => {
    expect(normalizeRedirectTarget("https://other.bg/home", site)).toBeNull();
    expect(normalizeRedirectTarget("http://hronika.bg/home", site)).toBeNull();
    expect(normalizeRedirectTarget("//evil.com", site)).toBeNull();
    expect(normalizeRedirectTarget("home", site)).toBeNull();
    expect(normalizeRedirectTarget("/a\r\nb", site)).toBeNull();
  });

  it("never starts a Location with two slashes", () => {
    for (const address of ["https://hronika.bg//evil.com", "/%2F/evil.com", "///evil.com"]) {
      const target = normalizeRedirectTarget(address, site);
      if (target !== null) expect(target.startsWith("//"), address).toBe(false);
    }
  });
});

it("pathOfRedirect drops the query", () => {
  expect(pathOfRedirect("/?p=1")).toBe("/");
  expect(pathOfRedirect("/a/b")).toBe("/a/b");
});
