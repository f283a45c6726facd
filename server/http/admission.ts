import type { FastifyReply, FastifyRequest } from "fastify";
import { serverErrors } from "#common/messages/server-errors.ts";
import { busy, tooManyRequests } from "./errors.ts";
import { addressKey } from "./reader-address.ts";
import { carriesBody } from "./request-body.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the route does not wait for admission (uploads, which stream for seconds; the health check). */
    admission?: boolean;
  }
}

/** How many requests the embedded database serves at once, and how many may wait (decisions 0043, 0101). */
export type AdmissionLimits = {
  /** Requests admitted at once. */
  turns: number;
  /** Requests of one client (address, an IPv6 /64 as one) that may wait; more are refused with 429. */
  waitingPerClient: number;
  /** Requests that may wait in all; more are refused with 503. */
  waiting: number;
};

export const pgliteAdmissionLimits: AdmissionLimits = { turns: 4, waitingPerClient: 32, waiting: 512 };

/** What a refused request is told to wait before it tries again, in seconds. */
const retryAfterSeconds = 1;

/**
 * Admission of at most `turns` requests at a time to the embedded database (docs/decisions/0043,
 * 0101). PGlite runs one statement at a time for the whole process: when 50 requests of 4–5
 * statements each are in flight, every statement waits behind the other requests' statements, so
 * every request takes as long as the slowest. Admitted a few at a time, a request runs its
 * statements behind a few others only and waits in the queue instead.
 *
 * The queue is fair between clients: each client (its address; an IPv6 /64 is one client) waits in
 * a line of its own, and a freed turn goes to the next client in rotation, so a client with 200
 * requests waiting delays another client's request by at most one request per client ahead of it,
 * not by 200 (issue 30: a search flood from one address made every other request wait 14–22 s).
 * The lines are bounded: a client with `waitingPerClient` requests waiting gets 429, and a full
 * queue 503, at once, both with Retry-After. A request with a body is admitted once its body has
 * arrived: a client that sends it slowly (or never) must not hold a turn meanwhile.
 */
export function createAdmission(limits: AdmissionLimits) {
  let active = 0;
  let waitingCount = 0;
  /** Each client's waiting requests, in arrival order; the Map's order is the rotation. */
  const lines = new Map<string, (() => void)[]>();
  const admitted = new WeakSet<FastifyRequest>();
  /** Requests that have had their turn (or are having it): never admitted twice. */
  const seen = new WeakSet<FastifyRequest>();

  /** The first waiting request of the next client in rotation, which then goes to the back. */
  function nextWaiting(): (() => void) | undefined {
    for (const [client, line] of lines) {
      const next = line.shift();
      lines.delete(client);
      if (line.length > 0) lines.set(client, line);
      if (next) {
        waitingCount--;
        return next;
      }
    }
    return undefined;
  }

  function leave(request: FastifyRequest) {
    if (!admitted.delete(request)) return;
    const next = nextWaiting();
    if (next) next();
    else active--;
  }

  /**
   * Waits in the client's line for a turn (true), or until the client goes away first (false: it
   * leaves the line without a turn).
   */
  function wait(client: string, reply: FastifyReply): Promise<boolean> {
    const line = lines.get(client) ?? [];
    if (line.length >= limits.waitingPerClient) throw tooManyRequests(retryAfterSeconds);
    if (waitingCount >= limits.waiting) throw busy(serverErrors.busy, retryAfterSeconds);
    return new Promise<boolean>((resolve) => {
      const turn = () => {
        reply.raw.off("close", gone);
        resolve(true);
      };
      const gone = () => {
        const at = line.indexOf(turn);
        if (at === -1) return;
        line.splice(at, 1);
        waitingCount--;
        if (line.length === 0 && lines.get(client) === line) lines.delete(client);
        resolve(false);
      };
      line.push(turn);
      if (!lines.has(client)) lines.set(client, line);
      waitingCount++;
      reply.raw.once("close", gone);
    });
  }

  async function admit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (seen.has(request) || request.routeOptions.config.admission === false || request.routeOptions.config.countsOnly)
      return;
    seen.add(request);
    if (active < limits.turns) active++;
    else if (!(await wait(addressKey(request.ip), reply))) {
      // Its client went away while it waited: nothing is left to answer, and nothing runs.
      reply.hijack();
      return;
    }
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
    /**
     * Gives a request's turn back once its database work is done, for an answer written outside
     * Fastify (a page the cache renders): not when its socket has sent it, which a pipelining
     * client's earlier request, itself waiting for a turn, may hold up.
     */
    release: leave,
    /** Lets a request pass without a turn (a page the cache answers from memory). */
    pass(request: FastifyRequest): void {
      seen.add(request);
    },
    /** An onSend hook: the database work of the request is done. */
    async done(request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
      leave(request);
      return payload;
    },
    /** Requests being served and waiting (tests). */
    get load() {
      return { active, waiting: waitingCount };
    },
  };
}

export type Admission = ReturnType<typeof createAdmission>;
