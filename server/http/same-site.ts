import type { FastifyRequest } from "fastify";
import { serverErrors } from "#common/messages.ts";
import { forbidden } from "./errors.ts";

/**
 * An onRequest guard for the reader's writes (like, view, comment): refuses with 403 a request
 * that another web site made a browser send, as its `Sec-Fetch-Site: cross-site` or an `Origin`
 * other than this site's own tells. A like needs no body and no content type, so any page on the
 * web could otherwise post one with a hidden form. Requests that carry neither header (an app, a
 * script) pass: no browser sends them on another site's behalf.
 */
export async function requireSameSite(request: FastifyRequest): Promise<void> {
  if (request.headers["sec-fetch-site"] === "cross-site") throw forbidden(serverErrors.crossSite);
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = [request.server.deps.config.publicUrl, `${request.protocol}://${request.host}`];
  if (!own.includes(origin)) throw forbidden(serverErrors.crossSite);
}
