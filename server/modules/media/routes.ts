import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { startBackgroundTask } from "#server/background/background-task.ts";
import { HttpError, notFound } from "#server/http/errors.ts";
import {
  contentTypeOf,
  isMediaKey,
  mediaCacheControl,
  mediaUrlPrefix,
  type MediaStorage,
  type StoredFile,
} from "./storage.ts";

/** An upload's file is written within the request's time: a partial file older than this was cut off. */
const abandonedAfterMs = 5 * 60_000;
const sweepEveryMs = 10 * 60_000;
/** How long a redirect to MEDIA_PUBLIC_URL may be kept: a day, so that a new address reaches everyone. */
const redirectCacheControl = "public, max-age=86400";

/** Same entity tag, weak or strong (If-None-Match compares weakly). */
const sameTag = (a: string, b: string) => a.replace(/^W\//, "") === b.replace(/^W\//, "");
/** HTTP dates have whole seconds. */
const secondsOf = (date: Date) => Math.floor(date.getTime() / 1000) * 1000;

/** The browser's copy is the stored one: If-None-Match, or else If-Modified-Since (RFC 9110 §13.2.2). */
function notModified(request: FastifyRequest, file: StoredFile): boolean {
  const tags = request.headers["if-none-match"];
  if (tags) return tags.trim() === "*" || tags.split(",").some((tag) => sameTag(tag.trim(), file.etag));
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && secondsOf(file.lastModified) <= since;
}

/**
 * The one range of `Range: bytes=…` (a video's seeking), "unsatisfiable" past the end, or null for
 * the whole file: no header, a stale If-Range, several ranges or one that can't be read, as
 * @fastify/send answered before.
 */
function rangeOf(request: FastifyRequest, file: StoredFile): { start: number; end: number } | "unsatisfiable" | null {
  const header = request.headers.range;
  if (!header) return null;
  const ifRange = String(request.headers["if-range"] ?? "");
  if (ifRange) {
    const fresh = ifRange.includes('"')
      ? ifRange.includes(file.etag)
      : secondsOf(file.lastModified) <= Date.parse(ifRange);
    if (!fresh) return null;
  }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const { size } = file;
  if (match[1] === "") {
    const last = Number(match[2]);
    return last === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return "unsatisfiable";
  return start <= end ? { start, end } : null;
}

/**
 * Serves stored media, wherever the storage keeps it (disk or bucket), with the headers
 * @fastify/static gave the folder before (issue 34): a year's immutable cache (names are random and
 * never reused), ETag and Last-Modified with 304, one byte range with 206 for videos. Partial files
 * that a killed process left behind (incomplete multipart uploads in a bucket) are removed at
 * start and every 10 minutes (only those past any upload's time, as another process may be writing
 * its own). With MEDIA_PUBLIC_URL, `/media/<key>` redirects there: the content keeps `/media/…`
 * addresses whatever serves the bytes (docs/decisions/0127).
 */
export async function registerMediaFiles(
  app: FastifyInstance,
  storage: MediaStorage,
  options: { publicUrl?: string } = {},
) {
  const sweep = startBackgroundTask({
    intervalMs: sweepEveryMs,
    run: async () => {
      const removed = await storage.removeAbandoned(new Date(app.deps.now().getTime() - abandonedAfterMs));
      if (removed > 0) app.log.warn({ files: removed }, "removed partial uploads left by a stopped process");
    },
    onError: (error) => app.log.error({ err: error }, "sweeping partial uploads failed"),
  });
  app.addHook("onClose", async () => {
    // The sweep in progress finishes before the store's connections go.
    await sweep.close();
    storage.close();
  });

  const serve = async (request: FastifyRequest<{ Params: { "*": string } }>, reply: FastifyReply) => {
    const key = request.params["*"];
    if (!isMediaKey(key)) throw notFound();
    if (options.publicUrl) {
      const address = options.publicUrl + key.split("/").map(encodeURIComponent).join("/");
      return reply.header("cache-control", redirectCacheControl).redirect(address, 302);
    }
    const file = await storage.stat(key);
    if (!file) throw notFound();
    reply.headers({
      "accept-ranges": "bytes",
      "cache-control": mediaCacheControl,
      "last-modified": file.lastModified.toUTCString(),
      etag: file.etag,
    });
    if (notModified(request, file)) return reply.code(304).send();
    const range = rangeOf(request, file);
    if (range === "unsatisfiable")
      throw new HttpError(416, "Range Not Satisfiable", undefined, { "content-range": `bytes */${file.size}` });
    reply.header("content-type", contentTypeOf(key));
    if (range) {
      reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${file.size}`);
      reply.header("content-length", range.end - range.start + 1);
    } else {
      reply.header("content-length", file.size);
    }
    if (request.method === "HEAD") return reply.send();
    return reply.send(await storage.read(key, range ?? undefined));
  };
  const route = { schema: { hide: true }, exposeHeadRoute: false } as const;
  app.get(`${mediaUrlPrefix}*`, route, serve);
  app.head(`${mediaUrlPrefix}*`, route, serve);
}
