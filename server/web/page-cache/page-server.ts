import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FastifyServerFactory } from "fastify";
import type { PageCache } from "./page-cache.ts";

/** What answers some requests from memory before Fastify, or says it did not (false). */
type FrontAnswers = { serveHit(req: IncomingMessage, res: ServerResponse, pass: () => void): boolean };

/**
 * Fastify's HTTP server with the page cache in front (and the open live pages' kept updates,
 * decision 0141): a request for a page that is in memory is
 * answered by the request listener itself, before routing, hooks (helmet, compression, logging)
 * or any per-request object, which is what makes a hit nearly as cheap as a static file. Every
 * other request goes to Fastify as usual.
 */
export function pageCacheServerFactory(
  cache: () => PageCache | null,
  liveUpdates: () => FrontAnswers | null,
): FastifyServerFactory {
  return (handler, options) => {
    const listener = (req: IncomingMessage, res: ServerResponse) => {
      if (cache()?.serveHit(req, res)) return;
      if (liveUpdates()?.serveHit(req, res, () => handler(req, res))) return;
      handler(req, res);
    };
    const server: Server = createServer(listener);
    // What Fastify sets on the servers it creates itself.
    const timeouts = options as { keepAliveTimeout?: number; requestTimeout?: number; connectionTimeout?: number };
    if (timeouts.keepAliveTimeout !== undefined) server.keepAliveTimeout = timeouts.keepAliveTimeout;
    if (timeouts.requestTimeout !== undefined) server.requestTimeout = timeouts.requestTimeout;
    if (timeouts.connectionTimeout !== undefined) server.setTimeout(timeouts.connectionTimeout);
    return server;
  };
}
