import type { FastifyInstance } from "fastify";
import type { ContentChanges } from "#server/db/content-changes.ts";
import { createReaderWriteMark } from "./reader-write-mark.ts";
import { createWriterBypass } from "./writer-bypass.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A write that only moves a counter the pages show (a view): it leaves the page cache alone. */
    countsOnly?: boolean;
    /** A reader's write on the article of `:articleId` (a comment, a like): their next loads of its page show it. */
    readerWrite?: boolean;
  }
}

const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The one rule that keeps cached pages fresh (docs/decisions/0010), instead of a hook in every
 * service: every successful write through the API by staff (a signed-in request) announces a
 * content change, which drops every rendered page in this process before the answer leaves and in
 * every other process through NOTIFY, and gives the writer's browser a signed cookie with which it
 * bypasses the page cache for a few seconds. A reader's like or comment only moves counters, which
 * every reader sees within the cache's few seconds; the reader's own browser is marked
 * (reader-write-mark.ts), so that its next loads of the article's page show the write at once.
 */
export function registerWriteFreshness(app: FastifyInstance, changes: ContentChanges) {
  const bypass = createWriterBypass(app.deps.tokens.mac);
  const readerWrites = createReaderWriteMark(app.deps.tokens.mac);
  app.addHook("onSend", async (request, reply, payload) => {
    if (!writeMethods.has(request.method) || reply.statusCode >= 300 || !request.url.startsWith("/api/")) return payload;
    const { articleId } = request.params as { articleId?: unknown };
    if (request.routeOptions.config.readerWrite && typeof articleId === "number") {
      reply.header("set-cookie", readerWrites.cookieFor(articleId, request.protocol === "https", app.deps.now().getTime()));
      return payload;
    }
    if (request.routeOptions.config.countsOnly || !request.user) return payload;
    await changes.announce();
    reply.header("set-cookie", bypass.cookieFor(request.protocol === "https"));
    return payload;
  });
}
