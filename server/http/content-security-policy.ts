/**
 * The one Content-Security-Policy of the site. Helmet sends it with per-request nonces on every
 * answer it renders; cached pages carry the same policy with the sha256 hashes of their own inline
 * scripts instead (docs/decisions/0011), so the same scripts and nothing else may run either way.
 */
export const cspDirectives: Record<string, string[]> = {
  "default-src": ["'self'"],
  "base-uri": ["'self'"],
  "font-src": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "img-src": ["'self'", "data:", "blob:"],
  "object-src": ["'none'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'"],
  // React writes style attributes (aspect boxes, progress bars); no inline <style> elements.
  "style-src-attr": ["'unsafe-inline'"],
  "media-src": ["'self'", "blob:"],
  "connect-src": ["'self'"],
};

/** The policy for a page whose inline scripts are allowed by hash and whose run-time <style> elements carry `styleNonce`. */
export function pageCsp({ scriptHashes, styleNonce }: { scriptHashes: readonly string[]; styleNonce?: string }): string {
  const extra: Record<string, string[]> = {
    "script-src": scriptHashes.map((hash) => `'${hash}'`),
    "style-src": styleNonce ? [`'nonce-${styleNonce}'`] : [],
  };
  return Object.entries(cspDirectives)
    .map(([name, values]) => `${name} ${[...values, ...(extra[name] ?? [])].join(" ")}`)
    .join(";");
}
