import { createHash } from "node:crypto";
import { expect } from "@playwright/test";

/**
 * Public pages are served from the page cache, whose Content-Security-Policy allows exactly the
 * page's own inline scripts by their sha256 hashes (docs/decisions/0011): no nonce on scripts and
 * no 'unsafe-inline'. A reader's page has none at all since its islands (decision 0088): its
 * script-src is then 'self' alone, and the islands' props are data, never run.
 */
export function expectInlineScriptsAllowedByHash(html: string, csp: string) {
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src ")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(scriptSrc).not.toContain("nonce-");
  const allowed = new Set([...scriptSrc.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]));
  const inline = [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
  ]
    .map((m) => m[1]!)
    .filter((body) => body !== "");
  expect(allowed).toEqual(
    new Set(inline.map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`)),
  );
  expect(html).not.toMatch(/<script[^>]*\bnonce=/);
}
