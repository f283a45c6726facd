import { timingSafeEqual } from "node:crypto";
import type { Clock } from "#server/clock.ts";
import { pageCachePolicy } from "./cache-policy.ts";

const purpose = "page-cache-bypass";
const cookiePattern = new RegExp(`(?:^|;\\s*)${pageCachePolicy.bypassCookie}=(\\d{1,15})\\.([A-Za-z0-9_-]{43})(?:;|$)`);

export type WriterBypass = {
  /** The Set-Cookie header for a signed-in writer's browser (after a write through the API). */
  cookieFor(secure: boolean): string;
  /** Whether a Cookie header carries a bypass this server made that has not expired. */
  admits(cookieHeader: string | undefined): boolean;
};

/**
 * The page cache's bypass for a writer's browser (decision 0010): after a staff write, the writer
 * sees their pages rendered afresh for a few seconds. Only the server can make one (its expiry,
 * signed with the server's secret), so nobody else can make every page of theirs skip the cache
 * (a 5 ms page became a 71 ms render for anyone sending `fresh=1`: issue 17, point 8).
 */
export function createWriterBypass(mac: (purpose: string, data: string) => string, clock: Clock): WriterBypass {
  return {
    cookieFor(secure) {
      const expires = String(clock().getTime() + pageCachePolicy.bypassSeconds * 1000);
      const cookie = `${pageCachePolicy.bypassCookie}=${expires}.${mac(purpose, expires)}; Path=/; Max-Age=${pageCachePolicy.bypassSeconds}; HttpOnly; SameSite=Lax`;
      return secure ? `${cookie}; Secure` : cookie;
    },
    admits(cookieHeader) {
      if (cookieHeader === undefined || !cookieHeader.includes(`${pageCachePolicy.bypassCookie}=`)) return false;
      const match = cookiePattern.exec(cookieHeader);
      if (!match || Number(match[1]) < clock().getTime()) return false;
      const expected = Buffer.from(mac(purpose, match[1]!));
      const given = Buffer.from(match[2]!);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
