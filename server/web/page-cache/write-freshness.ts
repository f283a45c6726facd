import type { FastifyInstance } from "fastify";
import type { FastifyRequest } from "fastify";
import { anyPageChange, type ContentChanges, type PageChange } from "#server/db/content-changes.ts";
import { createReaderWriteMark } from "./reader-write-mark.ts";
import { articleAddressOf } from "#server/modules/articles/slugs.ts";
import { createWriterBypass } from "./writer-bypass.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A write that only moves a counter the pages show (a view): it leaves the page cache alone. */
    countsOnly?: boolean;
    /** A reader's write on the article of `:articleId` (a comment, a like): their next loads of its page show it. */
    readerWrite?: boolean;
  }
  interface FastifyRequest {
    /** What this write did to the public pages, when its handler knows better than "anything" (decision 0104). */
    pageChange: PageChange | null;
  }
}

/**
 * Tells the one freshness rule what a staff write did to the public pages: nothing a reader sees
 * (an autosave, an upload, a draft's save), or the pages of some articles. A handler that says
 * nothing changed everything.
 */
export function changedPages(request: FastifyRequest, change: PageChange): void {
  request.pageChange = change;
}

const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The one rule that keeps cached pages fresh (docs/decisions/0010), instead of a hook in every
 * service: every successful write through the API by staff (a signed-in request) announces a
 * content change, which drops the rendered pages it reaches in this process before the answer
 * leaves and in every other process through NOTIFY, and gives the writer's browser a signed cookie
 * with which it bypasses the page cache for a few seconds. What it reaches is every page unless
 * the handler said less (`changedPages`, decision 0104): an autosave reaches none, a publish the
 * pages that show the article. A reader's like or comment only moves counters, which the article
 * page's islands ask for anew after loading (decision 0138) and its HTML shows within the cache's
 * freshness; the reader's own browser is marked (reader-write-mark.ts), so that its next loads of
 * the article's page show the write at once, also without JavaScript.
 */
export function registerWriteFreshness(app: FastifyInstance, changes: ContentChanges) {
  const bypass = createWriterBypass(app.deps.tokens.mac, app.deps.now);
  const readerWrites = createReaderWriteMark(app.deps.tokens.mac);
  app.decorateRequest("pageChange", null);
  app.addHook("onSend", async (request, reply, payload) => {
    if (!writeMethods.has(request.method) || reply.statusCode >= 300 || !request.url.startsWith("/api/"))
      return payload;
    const { articleId } = request.params as { articleId?: unknown };
    if (request.routeOptions.config.readerWrite && typeof articleId === "number") {
      reply.header(
        "set-cookie",
        readerWrites.cookieFor(
          await articleAddressOf(app.deps.db, articleId),
          request.protocol === "https",
          app.deps.now().getTime(),
        ),
      );
      return payload;
    }
    if (request.routeOptions.config.countsOnly || !request.user) return payload;
    const change = request.pageChange ?? anyPageChange;
    // Announced even when no page changed: the moderation settings and the scheduled publisher listen too.
    await changes.announce(change);
    if (change.pages !== "none") reply.header("set-cookie", bypass.cookieFor(request.protocol === "https"));
    return payload;
  });
}
