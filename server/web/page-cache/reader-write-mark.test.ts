import { describe, expect, it } from "vitest";
import { createTokenService } from "#server/modules/auth/tokens.ts";
import { pageCachePolicy } from "./cache-policy.ts";
import { createReaderWriteMark } from "./reader-write-mark.ts";

const marks = createReaderWriteMark(createTokenService("a-secret-that-is-long-enough-for-the-test-0123456789").mac);
const valueOf = (cookie: string) => cookie.split(";")[0]!;
// A fixed moment: the mark compares times it carries, never the machine's clock.
const at = Date.UTC(2026, 10, 28, 12, 0, 0);
// An article at its canonical address, `/article/11-sofia` (issue 32).
const a11 = { id: 11, slug: "sofia" };

describe("a reader's own write, marked for their next loads of the article (issue 29, point 10)", () => {
  it("is a cookie for the article's page alone, for a few seconds", () => {
    const cookie = marks.cookieFor(a11, false, at);
    expect(cookie).toMatch(
      new RegExp(
        `^${pageCachePolicy.readerWriteCookie}=${at}\\.11\\.[\\w-]{43}; Path=/article/11-sofia; Max-Age=${pageCachePolicy.readerWriteSeconds}; HttpOnly; SameSite=Lax$`,
      ),
    );
    expect(marks.cookieFor(a11, true, at)).toMatch(/; Secure$/);
  });

  it("tells the moment of the write on the article's page, its pages of comments and its comments' pages, until it expires", () => {
    const cookie = `theme=dark; ${valueOf(marks.cookieFor(a11, false, at))}; reader=abc`;
    for (const url of [
      "/article/11-sofia",
      "/article/11-sofia?page=2",
      "/article/11-sofia/comments/5",
      "/article/11-sofia.data",
      "/article/11",
    ])
      expect(marks.writtenAt(cookie, url, at + 10), url).toBe(at);
    expect(marks.writtenAt(cookie, "/article/11", at + pageCachePolicy.readerWriteSeconds * 1000 + 1)).toBe(0);
  });

  it("says nothing for another article, a changed time or id, another secret's signature, or none", () => {
    const value = valueOf(marks.cookieFor(a11, false, at));
    const [, signature] = /\.([\w-]{43})$/.exec(value)!;
    const other = createReaderWriteMark(createTokenService("another-secret-that-is-long-enough-0123456789-abcdef").mac);
    expect(marks.writtenAt(value, "/article/110", at)).toBe(0);
    expect(marks.writtenAt(value, "/article/12", at)).toBe(0);
    expect(marks.writtenAt(value, "/home", at)).toBe(0);
    for (const cookie of [
      `mine=${at + 1000}.11.${signature}`,
      `mine=${at}.12.${signature}`,
      valueOf(other.cookieFor(a11, false, at)),
      "mine=1",
      undefined,
    ]) {
      expect(marks.writtenAt(cookie, "/article/11", at), String(cookie)).toBe(0);
      expect(marks.writtenAt(cookie, "/article/12", at), String(cookie)).toBe(0);
    }
  });

  it("is for the canonical address only: a cookie Path covers that path and the paths under it (issue 32)", () => {
    const path = / Path=([^;]+);/.exec(marks.cookieFor(a11, false, at))![1]!;
    // RFC 6265 §5.1.4: the cookie's path is the request path, or a prefix of it followed by "/".
    const covers = (request: string) => request === path || request.startsWith(`${path}/`);
    expect(covers("/article/11-sofia")).toBe(true);
    expect(covers("/article/11-sofia/comments/5")).toBe(true);
    expect(covers("/article/11")).toBe(false);
    expect(covers("/article/11-sofia-old")).toBe(false);
  });

  it("finds the article's mark among the marks of several articles", () => {
    const cookie = [marks.cookieFor({ id: 7, slug: "sedem" }, false, at - 1000), marks.cookieFor(a11, false, at)]
      .map(valueOf)
      .join("; ");
    expect(marks.writtenAt(cookie, "/article/7", at)).toBe(at - 1000);
    expect(marks.writtenAt(cookie, "/article/11", at)).toBe(at);
  });
});
