import type { FastifyReply, FastifyRequest } from "fastify";
import { carriesBody } from "./request-body.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the route does not wait for admission (uploads, which stream for seconds). */
    admission?: boolean;
  }
}

/**
 * First come, first served admission of at most `limit` requests at a time to the embedded
 * database (docs/decisions/0043). PGlite runs one statement at a time for the whole process: when
 * 50 requests of 4–5 statements each are in flight, every statement waits behind the other
 * requests' statements, so every request takes as long as the slowest and a few took over 10 s.
 * Admitted in order, a request runs its statements behind a few others only, and waits in the queue
 * in arrival order instead. A request with a body is admitted once its body has arrived: a client
 * that sends it slowly (or never) must not hold one of the few turns meanwhile.
 */
export function createAdmission(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const admitted = new WeakSet<FastifyRequest>();
  /** Requests that have had their turn (or are having it): never admitted twice. */
  const seen = new WeakSet<FastifyRequest>();

  function leave(request: FastifyRequest) {
    if (!admitted.delete(request)) return;
    const next = waiting.shift();
    if (next) next();
    else active--;
  }

  async function admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (seen.has(request) || request.routeOptions.config.admission === false || request.routeOptions.config.countsOnly) return;
    seen.add(request);
    if (active < limit) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    admitted.add(request);
    // Released when the answer is on its way, or when the connection closes first.
    if (reply.raw.closed) leave(request);
    else reply.raw.once("close", () => leave(request));
  }

  return {
    /** An onRequest hook: admits a request without a body; one with a body waits for it first. */
    async enter(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (!carriesBody(request.headers)) await admit(request, reply);
    },
    /** A preValidation hook (the body has arrived): admits the requests that carry one. */
    async enterReceived(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await admit(request, reply);
    },
    /** An onSend hook: the database work of the request is done. */
    async done(request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
      leave(request);
      return payload;
    },
    /** Requests being served and waiting (tests). */
    get load() {
      return { active, waiting: waiting.length };
    },
  };
}

export type Admission = ReturnType<typeof createAdmission>;
