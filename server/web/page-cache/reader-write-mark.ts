import { timingSafeEqual } from "node:crypto";
import { pageCachePolicy } from "./cache-policy.ts";
import { articlePath, type ArticleAddress } from "#common/page-paths.ts";

const purpose = "reader-write-mark";
const cookieValues = new RegExp(
  `(?:^|;\\s*)${pageCachePolicy.readerWriteCookie}=(\\d{1,15})\\.(\\d{1,10})\\.([A-Za-z0-9_-]{43})(?=;|$)`,
  "g",
);
const articleInPath = /^\/article\/(\d{1,10})(?:[-/?.]|$)/;

export type ReaderWriteMark = {
  /** The Set-Cookie header for a reader who has just written on the article (a comment, a reply, a like). */
  cookieFor(article: ArticleAddress, secure: boolean, now: number): string;
  /**
   * When this reader last wrote on the article whose page `url` is, by a mark this server made
   * that has not expired; 0 when the request carries none.
   */
  writtenAt(cookieHeader: string | undefined, url: string, now: number): number;
};

/**
 * A reader's own write, remembered by their browser for a minute (issue 29, point 10): the
 * moment of the write, signed with the server's secret (so nobody can make one up), in a cookie
 * for that article's page alone (`Path=/article/{id}-{slug}`, its canonical address). The page cache answers a request carrying
 * it with a page rendered after that moment: the cached one when it is young enough, else one
 * render, shared with every request that waits for it and then cached for everyone (page-cache.ts).
 * So a reader who reloads at once sees their comment and its +1, with or without JavaScript,
 * whichever process answers, and a mark costs the server at most one render of one page.
 */
export function createReaderWriteMark(mac: (purpose: string, data: string) => string): ReaderWriteMark {
  const lifetimeMs = pageCachePolicy.readerWriteSeconds * 1000;
  return {
    cookieFor(article, secure, now) {
      const data = `${now}.${article.id}`;
      // The canonical address: a Path covers its own path and the paths below it (`/article/12-x`
      // and `/article/12-x/comments/…`), not `/article/12` nor an old slug's, which redirect to it.
      const cookie = `${pageCachePolicy.readerWriteCookie}=${data}.${mac(purpose, data)}; Path=${articlePath(article)}; Max-Age=${pageCachePolicy.readerWriteSeconds}; HttpOnly; SameSite=Lax`;
      return secure ? `${cookie}; Secure` : cookie;
    },
    writtenAt(cookieHeader, url, now) {
      if (cookieHeader === undefined || !cookieHeader.includes(`${pageCachePolicy.readerWriteCookie}=`)) return 0;
      const article = articleInPath.exec(url)?.[1];
      if (article === undefined) return 0;
      for (const [, at, id, signature] of cookieHeader.matchAll(cookieValues)) {
        const writtenAt = Number(at);
        if (id !== article || writtenAt + lifetimeMs < now || writtenAt > now + lifetimeMs) continue;
        const expected = Buffer.from(mac(purpose, `${at}.${id}`));
        const given = Buffer.from(signature!);
        if (expected.length === given.length && timingSafeEqual(expected, given)) return writtenAt;
      }
      return 0;
    },
  };
}
