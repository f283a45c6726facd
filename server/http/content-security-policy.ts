/**
 * The one Content-Security-Policy of the site (docs/decisions/0011). Every answer carries it;
 * a page rendered for one request adds that request's nonces, and a page rendered for the page
 * cache adds the sha256 hashes of its own inline scripts, so the same scripts and nothing else may
 * run either way.
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

/** The policy, with extra sources for inline scripts and <style> elements ('nonce-…', 'sha256-…'). */
export function contentSecurityPolicy(extra: { script?: readonly string[]; style?: readonly string[] } = {}): string {
  const more: Record<string, readonly string[] | undefined> = { "script-src": extra.script, "style-src": extra.style };
  return Object.entries(cspDirectives)
    .map(([name, values]) => `${name} ${[...values, ...(more[name] ?? [])].join(" ")}`)
    .join(";");
}

/** The policy of a cached page: its inline scripts by hash, its run-time <style> elements by its own nonce. */
export function pageCsp({
  scriptHashes,
  styleNonce,
}: {
  scriptHashes: readonly string[];
  styleNonce?: string;
}): string {
  return contentSecurityPolicy({
    script: scriptHashes.map((hash) => `'${hash}'`),
    style: styleNonce ? [`'nonce-${styleNonce}'`] : [],
  });
}
