import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gunzipSync, gzip } from "node:zlib";
import { pageCsp } from "#server/http/content-security-policy.ts";
import { pageCachePolicy } from "./cache-policy.ts";
import type { PageEncoding } from "./content-encoding.ts";
import { inlineScriptHashes } from "./inline-scripts.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What React Router answered for a page rendered for the cache. */
export type RenderedPage = { status: number; headers: Headers; body: string };

/** Header names and values in one flat list, as `response.writeHead` takes them. */
export type FlatHeaders = string[];

export type PageVariant = {
  body: () => Buffer;
  etag: string;
  /** Every header of a 200/404 answer; the last value says how the cache answered (x-page-cache). */
  headers: FlatHeaders;
  /** The headers of a 304 answer. */
  notModified: FlatHeaders;
};

/** A rendered page in each encoding, with its headers prebuilt, so serving it is a lookup and one write. */
export type PageEntry = {
  status: number;
  /** When its render started (Date.now()). */
  renderedAt: number;
  /** False for answers that must never be stored (redirects, errors, anything setting a cookie). */
  cacheable: boolean;
  bytes: number;
  variants: Record<PageEncoding, PageVariant>;
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
]);

const encodingSuffix: Record<PageEncoding, string> = { br: "-br", gzip: "-gz", identity: "" };

/**
 * Turns a render into an entry: the run-time <style> nonce replaced by one derived from the page
 * itself (stable while the page does not change, so ETags stay the same across renders and
 * processes, and unknowable before the page exists), a CSP that admits exactly the page's inline
 * scripts by hash, and brotli, gzip and plain bodies, each with a strong ETag.
 */
export async function buildPageEntry(
  page: RenderedPage,
  options: { baseHeaders: ReadonlyArray<readonly [string, string]>; styleNoncePlaceholder: string; renderedAt: number },
): Promise<PageEntry> {
  const isHtml = (page.headers.get("content-type") ?? "").startsWith("text/html");
  let body = page.body;
  let csp: string;
  if (isHtml) {
    const styleNonce = createHash("sha256").update(body.replaceAll(options.styleNoncePlaceholder, "")).digest("base64url").slice(0, 22);
    body = body.replaceAll(options.styleNoncePlaceholder, styleNonce);
    csp = pageCsp({ scriptHashes: inlineScriptHashes(body), styleNonce });
  } else {
    csp = pageCsp({ scriptHashes: [] });
  }

  const cookies = page.headers.getSetCookie();
  const cacheable = (page.status === 200 || page.status === 404) && cookies.length === 0;
  const common: FlatHeaders = [];
  for (const [name, value] of options.baseHeaders) if (!ownHeaders.has(name)) common.push(name, value);
  for (const [name, value] of page.headers) if (!ownHeaders.has(name) && name !== "set-cookie") common.push(name, value);
  for (const cookie of cookies) common.push("set-cookie", cookie);
  const cacheControl = cacheable ? pageCachePolicy.cacheControl : "no-store";
  common.push("content-security-policy", csp, "cache-control", cacheControl, "vary", pageCachePolicy.vary);

  const identity = Buffer.from(body, "utf8");
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: pageCachePolicy.brotliQuality,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: pageCachePolicy.gzipLevel }),
  ]);
  const tag = createHash("sha1").update(identity).digest("base64url");
  const variant = (encoding: PageEncoding, body: () => Buffer, length: number): PageVariant => {
    const etag = `"${tag}${encodingSuffix[encoding]}"`;
    const encodingHeader = encoding === "identity" ? [] : ["content-encoding", encoding];
    return {
      body,
      etag,
      headers: [...common, ...encodingHeader, "etag", etag, "content-length", String(length), "x-page-cache", "hit"],
      notModified: ["etag", etag, "cache-control", cacheControl, "vary", pageCachePolicy.vary, "x-page-cache", "hit"],
    };
  };
  return {
    status: page.status,
    renderedAt: options.renderedAt,
    cacheable,
    bytes: br.length + gz.length,
    variants: {
      br: variant("br", () => br, br.length),
      gzip: variant("gzip", () => gz, gz.length),
      // Browsers and crawlers accept gzip: the rare plain answer is unzipped when asked for rather
      // than kept, which would be two thirds of a cached page's memory (issue 7).
      identity: variant("identity", () => gunzipSync(gz), identity.length),
    },
  };
}

/** True when an If-None-Match header names this ETag (or is `*`). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag || ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
