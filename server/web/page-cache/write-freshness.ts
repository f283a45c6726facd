import type { FastifyInstance } from "fastify";
import type { ContentChanges } from "#server/db/content-changes.ts";
import { pageCachePolicy } from "./cache-policy.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A write that only moves a counter the pages show (a view): it leaves the page cache alone. */
    countsOnly?: boolean;
  }
}

const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The one rule that keeps cached pages fresh (docs/decisions/0010), instead of a hook in every
 * service: every successful write through the API
 * - by staff (a signed-in request) announces a content change, which drops every rendered page
 *   in this process before the answer leaves and in every other process through NOTIFY;
 * - by anyone sets a short-lived cookie with which that browser bypasses the page cache, so the
 *   writer sees the change (a comment, a like) at once while other readers see counters within
 *   the cache's few seconds.
 */
export function registerWriteFreshness(app: FastifyInstance, changes: ContentChanges) {
  const cookie = `${pageCachePolicy.bypassCookie}=1; Path=/; Max-Age=${pageCachePolicy.bypassSeconds}; HttpOnly; SameSite=Lax`;
  app.addHook("onSend", async (request, reply, payload) => {
    if (!writeMethods.has(request.method) || reply.statusCode >= 300 || !request.url.startsWith("/api/")) return payload;
    if (request.routeOptions.config.countsOnly) return payload;
    if (request.user) await changes.announce();
    reply.header("set-cookie", request.protocol === "https" ? `${cookie}; Secure` : cookie);
    return payload;
  });
}
