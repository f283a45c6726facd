import { createHash } from "node:crypto";
import { expect } from "@playwright/test";

/**
 * Public pages are served from the page cache, whose Content-Security-Policy allows exactly the
 * page's own inline scripts by their sha256 hashes (docs/decisions/0011): no nonce on scripts and
 * no 'unsafe-inline'.
 */
export function expectInlineScriptsAllowedByHash(html: string, csp: string) {
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src ")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(scriptSrc).not.toContain("nonce-");
  const allowed = new Set([...scriptSrc.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]));
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter((body) => body !== "");
  expect(inline.length).toBeGreaterThan(0);
  for (const body of inline) expect(allowed).toContain(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  expect(html).not.toMatch(/<script[^>]*\bnonce=/);
}
