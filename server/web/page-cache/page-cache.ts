import { randomBytes } from "node:crypto";
import { startBackgroundTask } from "#server/background/background-task.ts";
import type { PageChange } from "#server/db/content-changes.ts";
import { parseArticleSegment } from "#common/page-paths.ts";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pageCachePolicy } from "./cache-policy.ts";
import { preferredEncoding } from "./content-encoding.ts";
import { buildPageEntry, etagMatches, type FlatHeaders, type PageEntry, type RenderedPage } from "./page-entry.ts";
import { pageTargetOf, type PageTarget } from "./page-target.ts";
import {
  canSendWhole,
  connectionLines,
  httpDate,
  sendWhole,
  type ConnectionLines,
  type KeepAliveSettings,
} from "./whole-answer.ts";
import type { ReaderWriteMark } from "./reader-write-mark.ts";
import type { WriterBypass } from "./writer-bypass.ts";

/**
 * Renders a page for the cache: as an anonymous reader with only the theme cookie, no script
 * nonce (the cache allows scripts by hash), and `styleNonce` as the run-time <style> nonce.
 */
export type PageRenderer = (target: PageTarget, styleNonce: string) => Promise<RenderedPage>;

/**
 * How an answer came about, in the x-page-cache header: `outdated` is a page a change has reached,
 * served while its new render runs (decision 0139), which nothing downstream may keep.
 */
type CacheState = "hit" | "stale" | "outdated" | "miss" | "fresh";

export type PageCache = {
  /**
   * Answers a request for a page that is in memory and young enough, before any routing or hook
   * (the server's request listener calls it first). False when it did not answer.
   */
  serveHit(req: IncomingMessage, res: ServerResponse): boolean;
  /** The page a request asks for, when the cache answers it (see pageTargetOf). */
  targetOf(req: IncomingMessage): PageTarget | null;
  /**
   * Whether `serve` would answer this request without a render of its own: the page is in memory,
   * or another request is rendering it (single flight). Such a request needs no turn at the
   * embedded database (issue 30).
   */
  answersWithoutRendering(target: PageTarget, req: IncomingMessage): boolean;
  /**
   * Answers a request for a cached path: from memory, or by rendering it once for every request
   * that waits for the same page (single flight).
   */
  serve(target: PageTarget, req: IncomingMessage, res: ServerResponse): Promise<void>;
  /**
   * Outdates the pages a change reaches (decision 0104): every page (`all`), none, or those that
   * show the changed articles: their own pages, every other page but the articles' (the lists:
   * home, categories, authors...), and the article pages whose "more from" list is one of the
   * changed categories. The next request for each renders it again; the requests that come while
   * that render runs get the outdated page, for at most `outdatedServedMs` (decision 0139).
   */
  invalidate(change?: PageChange): void;
  close(): void;
};

export function createPageCache(options: {
  render: PageRenderer;
  /** The headers every answer of the app carries (security headers); the cache adds its own CSP. */
  baseHeaders: ReadonlyArray<readonly [string, string]>;
  onError: (error: unknown, target: PageTarget) => void;
  /** A signed-in writer's browser, just after a write: its pages are rendered afresh (and that render cached). */
  writerBypass: WriterBypass;
  /** A reader just after their own comment or like: their article's page is one rendered after it. */
  readerWrites: ReaderWriteMark;
  /** The clock that ages entries (tests pass their own). */
  now?: () => number;
  /** What a page shows, as a CDN's surrogate keys (server/web/cdn/surrogate-keys.ts). */
  surrogateKeys?: (key: string, categoryLists: readonly string[]) => string[];
  /** The Cache-Control of cacheable pages, when not pageCachePolicy's (a CDN that is purged keeps pages longer). */
  cacheControl?: string;
  /**
   * The HTTP server the hits are answered on: its keep-alive settings are part of a whole
   * prebuilt answer (whole-answer.ts). Without it every answer goes through `writeHead`.
   */
  server?: KeepAliveSettings;
}): PageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, PageEntry>();
  let bytes = 0;
  /** The pages a change has reached since they were rendered, with the moment of the first such change. */
  const outdated = new Map<string, number>();
  /**
   * Bumped by every invalidation; a render that started under an older one is stored only when
   * none of the changes since reaches its page (`changesSince`).
   */
  let generation = 0;
  /** The latest changes, by the generation they started; older renders are never stored. */
  const recent: { generation: number; change: PageChange }[] = [];
  const recentKept = 64;

  /** Whether any change after `since` reaches the page `key` (whose category lists are unknown while it renders). */
  function changedSince(since: number, key: string, categoryLists: readonly string[] | null): boolean {
    if (since === generation) return false;
    if (recent.length === 0 || recent[0]!.generation > since + 1) return true;
    return recent.some((r) => r.generation > since && reaches(r.change, key, categoryLists));
  }
  const inflight = new Map<string, { generation: number; startedAt: number; promise: Promise<PageEntry> }>();
  // Replaced in every page by a nonce derived from the page (page-entry.ts); random, so that no
  // article can contain it by chance.
  const styleNoncePlaceholder = `stylenonce${randomBytes(12).toString("hex")}`;

  const sweep = startBackgroundTask({
    intervalMs: 5_000,
    run: async () => {
      const oldest = now() - pageCachePolicy.maxStaleMs;
      const outdatedBefore = now() - pageCachePolicy.outdatedServedMs;
      for (const [key, entry] of entries)
        if (entry.renderedAt < oldest || (outdated.get(key) ?? Infinity) < outdatedBefore) remove(key, entry);
    },
    onError: () => undefined,
  });

  function remove(key: string, entry: PageEntry) {
    entries.delete(key);
    outdated.delete(key);
    bytes -= entry.bytes;
    entry.onGrow = undefined;
  }

  /** Drops what is kept of a page that is no longer cached (an article hidden or deleted since is a 404). */
  function forget(key: string) {
    const old = entries.get(key);
    if (old) remove(key, old);
  }

  function store(key: string, entry: PageEntry) {
    const old = entries.get(key);
    if (old) {
      // A newer render (one that a writer's browser asked for) is already there.
      if (old.renderedAt > entry.renderedAt) return;
      remove(key, old);
    }
    entries.set(key, entry);
    bytes += entry.bytes;
    entry.onGrow = (more) => {
      if (entries.get(key) === entry) bytes += more;
    };
    // Map order is insertion order, and every page in use is rendered again every half minute:
    // the first entries are the least recently rendered.
    for (const [oldKey, oldEntry] of entries) {
      if (bytes <= pageCachePolicy.maxBytes) break;
      remove(oldKey, oldEntry);
    }
  }

  /**
   * Renders the page once for every request that waits for it (single flight), or, `force`d, for
   * this request alone. `since`: only a render that started after that moment (a reader's own write,
   * reader-write-mark.ts) is of use to the request.
   */
  function render(target: PageTarget, force = false, since = 0): Promise<PageEntry> {
    const running = inflight.get(target.key);
    if (!force && running && !changedSince(running.generation, target.key, null) && running.startedAt > since)
      return running.promise;
    const startedIn = generation;
    const renderedAt = now();
    const promise = (async () => {
      const page = await options.render(target, styleNoncePlaceholder);
      const entry = await buildPageEntry(page, {
        baseHeaders: options.baseHeaders,
        styleNoncePlaceholder,
        renderedAt,
        surrogateKeys: options.surrogateKeys?.(target.key, page.categoryLists ?? []),
        cacheControl: options.cacheControl,
      });
      if (!changedSince(startedIn, target.key, entry.categoryLists)) {
        if (entry.cacheable) store(target.key, entry);
        else forget(target.key);
      }
      return entry;
    })();
    if (!force) {
      inflight.set(target.key, { generation: startedIn, startedAt: renderedAt, promise });
      const done = () => {
        if (inflight.get(target.key)?.promise === promise) inflight.delete(target.key);
      };
      promise.then(done, done);
    }
    return promise;
  }

  function refreshInBackground(target: PageTarget) {
    if (inflight.has(target.key)) return;
    render(target).catch((error: unknown) => options.onError(error, target));
  }

  /** Whether a render that shows every change so far is running for the page `key`. */
  function renderingAfterChanges(key: string): boolean {
    const running = inflight.get(key);
    return running !== undefined && !changedSince(running.generation, key, null);
  }

  /**
   * The entry to answer with now, starting a background render when it is getting old; an
   * outdated one only while the render that replaces it runs (the first request after a change
   * starts it), and not for long.
   */
  function usable(target: PageTarget): { entry: PageEntry; state: CacheState } | null {
    const entry = entries.get(target.key);
    if (entry === undefined) return null;
    const outdatedAt = outdated.get(target.key);
    if (outdatedAt !== undefined) {
      const young = now() - outdatedAt <= pageCachePolicy.outdatedServedMs;
      return young && renderingAfterChanges(target.key) ? { entry, state: "outdated" } : null;
    }
    const age = now() - entry.renderedAt;
    if (age > pageCachePolicy.maxStaleMs) return null;
    if (age <= pageCachePolicy.freshMs) return { entry, state: "hit" };
    refreshInBackground(target);
    return { entry, state: "stale" };
  }

  return {
    serveHit(req, res) {
      if (entries.size === 0) return false;
      const target = pageTargetOf(req.method, req.url, req.headers);
      if (target === null || options.writerBypass.admits(req.headers.cookie)) return false;
      const found = usable(target);
      if (
        found === null ||
        found.entry.renderedAt <= options.readerWrites.writtenAt(req.headers.cookie, target.url, now())
      )
        return false;
      // Only here, on the server's own sockets, may a hit be written to the socket whole.
      write(found.entry, found.state, req, res, options.server ? connectionLines(options.server) : null);
      return true;
    },

    targetOf(req) {
      return pageTargetOf(req.method, req.url, req.headers);
    },

    answersWithoutRendering(target, req) {
      if (options.writerBypass.admits(req.headers.cookie)) return false;
      return usable(target) !== null || renderingAfterChanges(target.key);
    },

    async serve(target, req, res) {
      try {
        if (options.writerBypass.admits(req.headers.cookie))
          return write(await render(target, true), "fresh", req, res, null);
        const since = options.readerWrites.writtenAt(req.headers.cookie, target.url, now());
        const found = usable(target);
        if (found && found.entry.renderedAt > since) return write(found.entry, found.state, req, res, null);
        write(await render(target, false, since), found ? "fresh" : "miss", req, res, null);
      } catch (error) {
        options.onError(error, target);
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        res.end();
      }
    },

    invalidate(change = { pages: "all" }) {
      if (change.pages === "none") return;
      generation++;
      recent.push({ generation, change });
      if (recent.length > recentKept) recent.shift();
      const at = now();
      for (const [key, entry] of entries)
        if (!outdated.has(key) && reaches(change, key, entry.categoryLists)) outdated.set(key, at);
    },

    close() {
      void sweep.close();
    },
  };
}

/** The article a cached page's key is the page of (`light /article/12-sofia?page=2`, its `.data`), or null. */
export function articleOfKey(key: string): number | null {
  const path = key.slice(key.indexOf(" ") + 1).split("?")[0]!;
  if (!path.startsWith("/article/")) return null;
  return parseArticleSegment(path.slice(9).replace(/\.data$/, ""))?.id ?? null;
}

/**
 * Whether a change reaches the page `key`: every change of articles reaches every page but the
 * other articles' own (lists, home, categories, authors, the publisher's pages), and an article's
 * page when it is one of them or lists a changed category; `categoryLists` null is "not known yet".
 * A change of the articles' own pages only (`ownPagesOnly`: a live entry, decision 0140) reaches those alone.
 */
export function reaches(change: PageChange, key: string, categoryLists: readonly string[] | null): boolean {
  if (change.pages !== "articles") return change.pages === "all";
  const article = articleOfKey(key);
  if (article !== null && change.articleIds.includes(article)) return true;
  if (change.ownPagesOnly) return false;
  if (article === null) return true;
  if (categoryLists === null) return true;
  return categoryLists.some((category) => change.categories.includes(category));
}

/**
 * Answers from an entry: a hit as one prebuilt buffer where the connection allows it and
 * `connection` says what Node would add for it (whole-answer.ts); anything else (stale, miss,
 * fresh, 304, HEAD, a request through Fastify) through `writeHead`.
 */
function write(
  entry: PageEntry,
  state: CacheState,
  req: IncomingMessage,
  res: ServerResponse,
  connection: ConnectionLines | null,
): void {
  const variant = entry.variant(preferredEncoding(req.headers["accept-encoding"]));
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch === undefined && state === "hit") {
    if (connection !== null && canSendWhole(req, res)) {
      const answer = variant.whole.at(httpDate(), connection);
      return sendWhole(res, entry.status, variant.whole.head(), answer);
    }
  }
  // An outdated page is never confirmed with a 304: a CDN would keep it as long again (decision 0139).
  if (
    entry.status === 200 &&
    state !== "outdated" &&
    ifNoneMatch !== undefined &&
    etagMatches(ifNoneMatch, variant.etag)
  ) {
    res.writeHead(304, withState(variant.notModified, state));
    res.end();
    return;
  }
  res.writeHead(entry.status, withState(variant.headers, state));
  if (req.method === "HEAD") res.end();
  else res.end(variant.body());
}

/**
 * The prebuilt headers end with x-page-cache: hit; other answers get a copy with their own state,
 * and an outdated page `Cache-Control: no-store`, so that no CDN or browser keeps it after the
 * render that replaces it (a CDN's purge came before it).
 */
function withState(headers: FlatHeaders, state: CacheState): FlatHeaders {
  if (state === "hit") return headers;
  const copy = headers.slice();
  copy[copy.length - 1] = state;
  if (state === "outdated") copy[copy.indexOf("cache-control") + 1] = "no-store";
  return copy;
}
