/**
 * The Content-Security-Policy nonces of a page being rendered on the server, which the server
 * issues (server/http/security-headers.ts) and the document puts on its inline tags (web/lib/nonce.tsx).
 * `script` is absent on pages rendered for the page cache: their inline scripts are allowed by hash.
 */
export type CspNonce = { script?: string; style: string };
