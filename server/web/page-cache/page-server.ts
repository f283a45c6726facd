import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { FastifyServerFactory } from "fastify";
import type { PageCache } from "./page-cache.ts";

/**
 * Fastify's HTTP server with the page cache in front: a request for a page that is in memory is
 * answered by the request listener itself, before routing, hooks (helmet, compression, logging)
 * or any per-request object, which is what makes a hit nearly as cheap as a static file. Every
 * other request goes to Fastify as usual.
 */
export function pageCacheServerFactory(cache: () => PageCache | null): FastifyServerFactory {
  return (handler, options) => {
    const listener = (req: IncomingMessage, res: ServerResponse) => {
      if (cache()?.serveHit(req, res)) return;
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
