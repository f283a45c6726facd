import { randomBytes } from "node:crypto";
import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet from "helmet";
import type { CspNonce } from "#common/csp-nonce.ts";
import { contentSecurityPolicy } from "./content-security-policy.ts";

/**
 * helmet's security headers (HSTS, nosniff, frame options, referrer policy, cross-origin
 * policies, …) other than the CSP. They are the same for every answer, so helmet runs once, at
 * start, instead of building its middleware on every request.
 *
 * Fence (docs/ARCHITECTURE.md, "Clever parts"): helmet runs on a response with no real socket; a
 * helmet upgrade that needs one, or sets headers later than its call, leaves this list short, and
 * `server/http/http.api.test.ts` (nosniff, HSTS on every answer) catches it.
 */
export const securityHeaders: ReadonlyArray<readonly [string, string]> = (() => {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false })(res.req, res, () => {});
  return Object.entries(res.getHeaders()).map(([name, value]): [string, string] => [name, String(value)]);
})();

/** The headers of every answer: the security headers and the site's CSP (no inline script may run). */
export const everyAnswerHeaders: Readonly<Record<string, string>> = {
  ...Object.fromEntries(securityHeaders),
  "content-security-policy": contentSecurityPolicy(),
};

/** Every answer gets the security headers and the site's CSP (no inline script may run). */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(everyAnswerHeaders);
    done();
  });
}

/**
 * Nonces for a page rendered for this request alone (not through the page cache): React Router's
 * inline scripts and the <style> elements UI libraries insert carry them, and the answer's CSP
 * admits them.
 */
export function issueCspNonces(reply: FastifyReply): Required<CspNonce> {
  const nonce = { script: randomBytes(16).toString("hex"), style: randomBytes(16).toString("hex") };
  reply.header(
    "content-security-policy",
    contentSecurityPolicy({ script: [`'nonce-${nonce.script}'`], style: [`'nonce-${nonce.style}'`] }),
  );
  return nonce;
}
