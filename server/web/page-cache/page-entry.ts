import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gunzipSync, gzip } from "node:zlib";
import { pageCsp } from "#server/http/content-security-policy.ts";
import { pageCachePolicy } from "./cache-policy.ts";
import type { PageEncoding } from "./content-encoding.ts";
import { inlineScriptHashes } from "./inline-scripts.ts";
import { createWholeAnswer, type WholeAnswer } from "./whole-answer.ts";

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
  /** The answer of a hit (x-page-cache: hit) as one buffer with its body: what a hit sends. */
  whole: WholeAnswer;
};

/** A rendered page in each encoding, with its headers prebuilt, so serving it is a lookup and one write. */
export type PageEntry = {
  status: number;
  /** When its render started (Date.now()). */
  renderedAt: number;
  /** False for answers that must never be stored (redirects, errors, anything setting a cookie). */
  cacheable: boolean;
  /** Memory its bodies take: brotli and gzip, and the plain body once a client asked for it. */
  bytes: number;
  variants: Record<PageEncoding, PageVariant>;
  /** Called when the entry grows (its plain body was made for a client that takes no compression). */
  onGrow?: (bytes: number) => void;
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
    const headers = [...common, ...encodingHeader, "etag", etag, "content-length", String(length), "x-page-cache", "hit"];
    const whole = createWholeAnswer(page.status, headers, body);
    return {
      body: whole.body,
      etag,
      headers,
      notModified: ["etag", etag, "cache-control", cacheControl, "vary", pageCachePolicy.vary, "x-page-cache", "hit"],
      whole,
    };
  };
  let plain: Buffer | undefined;
  const entry: PageEntry = {
    status: page.status,
    renderedAt: options.renderedAt,
    cacheable,
    bytes: br.length + gz.length,
    variants: {
      br: variant("br", () => br, br.length),
      gzip: variant("gzip", () => gz, gz.length),
      // Browsers and crawlers accept gzip: the rare client that takes no compression gets the gzip
      // body unzipped on its first request, kept from then on (and counted), rather than every
      // entry keeping a plain body, two thirds of its memory (issue 7). Unzipping it for every
      // request made such clients' hits 7 times as costly (issue 24).
      identity: variant(
        "identity",
        () => {
          if (plain === undefined) {
            plain = gunzipSync(gz);
            entry.bytes += plain.length;
            entry.onGrow?.(plain.length);
          }
          return plain;
        },
        identity.length,
      ),
    },
  };
  return entry;
}

/** True when an If-None-Match header names this ETag (or is `*`). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch === etag || ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
