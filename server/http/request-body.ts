import type { IncomingHttpHeaders } from "node:http";
import type { FastifyInstance } from "fastify";
import { requestTimeout } from "./errors.ts";

/**
 * A request body that stops arriving for this long is answered 408 and its connection closed. A
 * phone on a poor network still sends something every few seconds; a client that sent its headers
 * and a byte of a body it never finishes holds nothing but its own socket meanwhile (the embedded
 * database's admission waits for the body: server/http/admission.ts).
 */
export const bodyIdleTimeoutMs = 10_000;

/** Whether a request announces a body (a length above 0, or chunks). */
export function carriesBody(headers: IncomingHttpHeaders): boolean {
  const length = headers["content-length"];
  return headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * What becomes of a request body that is slow to arrive, or that nobody reads to its end:
 * - one that stops arriving for `idleMs` fails its reader with a 408, and the connection closes
 *   after the answer;
 * - one still arriving when the answer is sent (a 413 or 415 after the first megabytes of an
 *   upload, a refusal before the body was read) is read to its end and dropped, so the browser
 *   finishes sending, reads the answer, and can use the connection for its next request at once.
 */
export function registerRequestBodies(app: FastifyInstance, idleMs = bodyIdleTimeoutMs) {
  app.addHook("onRequest", async (request) => {
    const raw = request.raw;
    // app.inject's requests arrive whole and have no socket to watch.
    if (!carriesBody(raw.headers) || !raw.socket || typeof raw.socket.setTimeout !== "function") return;
    raw.setTimeout(idleMs, () => {
      if (raw.complete) return;
      request.log.info("request body stopped arriving");
      const timedOut = requestTimeout();
      // The body's reader (Fastify's parser, or multipart) answers the error; with none, nobody can.
      if (raw.listenerCount("error") > 0) raw.emit("error", timedOut);
      else raw.socket.destroy();
    });
    raw.once("end", () => raw.socket?.setTimeout(0));
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const raw = request.raw;
    if (raw.complete || !raw.socket || !carriesBody(raw.headers)) return payload;
    if (reply.statusCode === 408) {
      reply.raw.once("finish", () => raw.socket?.destroy());
    } else {
      raw.unpipe();
      raw.resume();
    }
    return payload;
  });
}
