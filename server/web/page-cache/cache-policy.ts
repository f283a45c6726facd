/**
 * A page is served as rendered for this long... Staff writes drop the pages they change at once
 * (docs/decisions/0010); this bounds what moves without them: the orders by views and comments
 * (the tabs, the trending panel) and the counters in the HTML, which the article page's islands
 * ask for anew after loading (decision 0138). A page in demand is rendered about this often.
 */
const freshMs = 30_000;
/** ...then, up to this age, served while one background render replaces it; older ones are rendered first. */
const maxStaleMs = 60_000;
/**
 * A page a change reaches is rendered again by the first reader who asks for it after the change
 * (so whoever reloads after a staff write sees it); the readers who ask while that render runs
 * get the page as it was, for at most this long after the change, instead of all waiting for it
 * (issue 36, point 4: a publication on a busy night holds no reader up but the first).
 */
const outdatedServedMs = 2_000;

/** How long rendered public pages are kept and how they are marked (docs/decisions/0010, 0138). */
export const pageCachePolicy = {
  freshMs,
  maxStaleMs,
  outdatedServedMs,
  /**
   * Rendered pages kept in one process (brotli, and gzip or plain where a client asked for them;
   * about 8 KB for an article, so about 2 000 pages), oldest dropped first.
   */
  maxBytes: 16 * 1024 * 1024,
  /** What a CDN in front may do: keep a page 1 s and serve it 4 s more while it fetches the next. */
  cacheControl: "public, max-age=0, s-maxage=1, stale-while-revalidate=4",
  /**
   * What a CDN that the server purges (CDN_PURGE, decision 0129) may do: keep a page 5 minutes (a
   * change purges it within seconds), and serve it a minute more while it fetches the next. The
   * counters it shows (views, likes, comments) may lag that long at the CDN.
   */
  purgedCdnCacheControl: "public, max-age=0, s-maxage=300, stale-while-revalidate=60",
  vary: "Accept-Encoding, Cookie",
  /** Set by every write through the API: that browser bypasses the cache until the others show the change. */
  bypassCookie: "fresh",
  bypassSeconds: 5,
  /**
   * Set by a reader's own comment, reply or like: that browser gets the article's page rendered
   * after the write (reader-write-mark.ts). Longer than maxStaleMs, so by the time it ends every
   * page served was rendered after the write.
   */
  readerWriteCookie: "mine",
  readerWriteSeconds: maxStaleMs / 1000 + 1,
  brotliQuality: 5,
  gzipLevel: 6,
} as const;
