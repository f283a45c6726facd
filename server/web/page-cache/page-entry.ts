import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { pageCsp } from "#server/http/content-security-policy.ts";
import { surrogateKeyHeaders } from "#server/web/cdn/key-headers.ts";
import { pageCachePolicy } from "./cache-policy.ts";
import type { PageEncoding } from "./content-encoding.ts";
import { inlineScriptHashes } from "./inline-scripts.ts";
import { createWholeAnswer, type WholeAnswer } from "./whole-answer.ts";

const brotli = promisify(brotliCompress);

/** What React Router answered for a page rendered for the cache: its body as the bytes it sends. */
export type RenderedPage = {
  status: number;
  headers: Headers;
  body: Buffer;
  /** The categories (lower case) whose newest articles the page lists ("more from" of an article page). */
  categoryLists?: readonly string[];
};

/** Header names and values in one flat list, as `response.writeHead` takes them. */
export type FlatHeaders = string[];

export type PageVariant = {
  body: () => Buffer;
  etag: string;
  /** Every header of a 200/404 answer; the last value says how the cache answered (x-page-cache). */
  headers: FlatHeaders;
  /** The headers of a 304 answer. */
  notModified: FlatHeaders;
  /** The answer of a hit (x-page-cache: hit) as one buffer with its body: what a hit sends. */
  whole: WholeAnswer;
};

/** A rendered page in each encoding, with its headers prebuilt, so serving it is a lookup and one write. */
export type PageEntry = {
  status: number;
  /** When its render started, by the page cache's clock. */
  renderedAt: number;
  /** False for answers that must never be stored (redirects, errors, anything setting a cookie). */
  cacheable: boolean;
  /** Memory its bodies take: brotli, and gzip or plain once a client asked for them. */
  bytes: number;
  /** The page in an encoding, made on its first request unless it is brotli. */
  variant: (encoding: PageEncoding) => PageVariant;
  /** Called when the entry grows (a gzip or plain body was made for a client that asked for it). */
  onGrow?: (bytes: number) => void;
  /** The categories (lower case) whose newest articles the page lists (RenderedPage). */
  categoryLists: readonly string[];
};

/** Headers the cache sets itself, or that must not be replayed from the render. */
const ownHeaders = new Set([
  "content-length",
  "transfer-encoding",
  "content-encoding",
  "content-security-policy",
  "etag",
  "cache-control",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "x-page-cache",
  "surrogate-key",
  "cache-tag",
]);

const encodingSuffix: Record<PageEncoding, string> = { br: "-br", gzip: "-gz", identity: "" };

/**
 * A buffer that holds only its own bytes: zlib hands back a view of its 16 KB output chunk when
 * one chunk was enough, and a cached page would keep the whole chunk alive. Copied into an
 * ArrayBuffer of its own: Node 24's Buffer.copyBytesFrom and Buffer.concat take small and middling
 * sizes (up to 32 KB) from a shared 64 KB pool, which a cached page would keep alive just the same.
 */
function exactBytes(buffer: Buffer): Buffer {
  if (buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const own = new Uint8Array(buffer.byteLength);
  own.set(buffer);
  return Buffer.from(own.buffer);
}

/**
 * Turns a render into an entry: the run-time <style> nonce replaced by one derived from the page
 * itself (stable while the page does not change, so ETags stay the same across renders and
 * processes, and unknowable before the page exists), a CSP that admits exactly the page's inline
 * scripts by hash, and a brotli body with a strong ETag; gzip and plain bodies are made on their
 * first request (issue 24: a render compresses once, for the browsers that take brotli).
 */
export async function buildPageEntry(
  page: RenderedPage,
  options: {
    baseHeaders: ReadonlyArray<readonly [string, string]>;
    styleNoncePlaceholder: string;
    renderedAt: number;
    /** What the page shows, for a CDN's purges (server/web/cdn/surrogate-keys.ts). */
    surrogateKeys?: readonly string[];
    /** What a CDN in front may do with it, when cacheable (pageCachePolicy's by default). */
    cacheControl?: string;
  },
): Promise<PageEntry> {
  // The closures below live as long as the entry: they must not capture `page` or the page's
  // text, which would keep the whole HTML string in memory beside its compressed bytes.
  const status = page.status;
  const isHtml = (page.headers.get("content-type") ?? "").startsWith("text/html");
  let identity = page.body;
  let csp: string;
  // Names the page: its bytes without the nonce, which is derived from the same bytes.
  let tag: string;
  if (isHtml) {
    const parts = splitAt(identity, options.styleNoncePlaceholder);
    const hash = createHash("sha256");
    for (const part of parts) hash.update(part);
    tag = hash.digest("base64url");
    const styleNonce = tag.slice(0, 22);
    if (parts.length > 1)
      identity = Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [Buffer.from(styleNonce), part])));
    csp = pageCsp({ scriptHashes: inlineScriptHashes(identity), styleNonce });
  } else {
    tag = createHash("sha256").update(identity).digest("base64url");
    csp = pageCsp({ scriptHashes: [] });
  }

  const cookies = page.headers.getSetCookie();
  const cacheable = (status === 200 || status === 404) && cookies.length === 0;
  const common: FlatHeaders = [];
  for (const [name, value] of options.baseHeaders) if (!ownHeaders.has(name)) common.push(name, value);
  for (const [name, value] of page.headers)
    if (!ownHeaders.has(name) && name !== "set-cookie") common.push(name, value);
  for (const cookie of cookies) common.push("set-cookie", cookie);
  const cacheControl = cacheable ? (options.cacheControl ?? pageCachePolicy.cacheControl) : "no-store";
  common.push("content-security-policy", csp, "cache-control", cacheControl, "vary", pageCachePolicy.vary);
  if (cacheable) for (const header of surrogateKeyHeaders(options.surrogateKeys ?? [])) common.push(...header);

  const compressed = await brotli(identity, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: pageCachePolicy.brotliQuality,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });
  const br = exactBytes(compressed);
  const variant = (encoding: PageEncoding, content: Buffer): PageVariant => {
    const etag = `"${tag}${encodingSuffix[encoding]}"`;
    const encodingHeader = encoding === "identity" ? [] : ["content-encoding", encoding];
    const headers = [
      ...common,
      ...encodingHeader,
      "etag",
      etag,
      "content-length",
      String(content.length),
      "x-page-cache",
      "hit",
    ];
    const whole = createWholeAnswer(status, headers, () => content);
    return {
      body: whole.body,
      etag,
      headers,
      notModified: ["etag", etag, "cache-control", cacheControl, "vary", pageCachePolicy.vary, "x-page-cache", "hit"],
      whole,
    };
  };
  const made: Partial<Record<PageEncoding, PageVariant>> = { br: variant("br", br) };
  /** A body made after the render, for the clients that asked for it: kept, and counted. */
  const kept = (made: Buffer) => {
    const content = exactBytes(made);
    entry.bytes += content.length;
    entry.onGrow?.(content.length);
    return content;
  };
  const plain = () => made.identity?.body() ?? brotliDecompressSync(br);
  const entry: PageEntry = {
    status,
    renderedAt: options.renderedAt,
    cacheable,
    bytes: br.length,
    categoryLists: page.categoryLists ?? [],
    // Browsers take brotli. Crawlers and older clients that take gzip, and the rare client that
    // takes no compression, get theirs made on their first request and kept from then on: every
    // render compressing three ways was a sixth of a usual article's render (issue 24), a plain
    // body kept for every page two thirds of the cache's memory (issue 7).
    variant: (encoding) =>
      (made[encoding] ??=
        encoding === "gzip"
          ? variant("gzip", kept(gzipSync(plain(), { level: pageCachePolicy.gzipLevel })))
          : variant(encoding, kept(plain()))),
  };
  return entry;
}

/** The bytes before, between and after each occurrence of an ASCII marker (views, not copies). */
function splitAt(bytes: Buffer, marker: string): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(marker, 0, "latin1"); at !== -1; at = bytes.indexOf(marker, start, "latin1")) {
    parts.push(bytes.subarray(start, at));
    start = at + marker.length;
  }
  parts.push(bytes.subarray(start));
  return parts;
}

/** True when an If-None-Match header names this ETag (or is `*`). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag || ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
