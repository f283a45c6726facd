import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** An answer about the reader who asks (their like, their comments awaiting review). */
    personal?: boolean;
  }
}

/**
 * A personal answer is the asking reader's alone: `private, no-store`, so that no shared cache (a
 * proxy, the CDN) keeps one reader's answer and hands it to the next.
 */
export function registerPersonalAnswers(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.routeOptions.config.personal) reply.header("cache-control", "private, no-store");
    return payload;
  });
}
