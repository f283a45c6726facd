import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The anonymous reader: a random id in an httpOnly cookie, which lets the server count one like
 * per reader and one view per reader every 30 minutes, and rate-limit comments, without
 * accounts and without anything that identifies the person.
 */
export const readerCookieName = "reader";
const readerIdPattern = /^[A-Za-z0-9_-]{22}$/;
const twoYearsSeconds = 2 * 365 * 24 * 60 * 60;

export function parseReaderId(value: string | undefined | null): string | null {
  return value && readerIdPattern.test(value) ? value : null;
}

/** The reader id of a Cookie header (a page's loader has the header, not Fastify's parsed cookies). */
export function readerIdFromCookieHeader(header: string | null): string | null {
  const match = new RegExp(`(?:^|;\\s*)${readerCookieName}=([^;]*)`).exec(header ?? "");
  return parseReaderId(match?.[1]);
}

/** The request's reader id, or a new one that the answer sets as a cookie. */
export function ensureReaderId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = parseReaderId(request.cookies[readerCookieName]);
  if (existing) return existing;
  const id = randomBytes(16).toString("base64url");
  reply.setCookie(readerCookieName, id, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: twoYearsSeconds,
  });
  return id;
}
