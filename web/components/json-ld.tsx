import { useNonce } from "#web/lib/nonce.tsx";

/** JSON for an inline <script> data block: "<" escaped so the text can never close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A page's schema.org JSON-LD for search engines, rendered with the page on the server. */
export function JsonLd({ value }: { value: unknown }) {
  const nonce = useNonce()?.script;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides nonce values after load, so the hydrated attribute differs by design.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonForScript(value) }}
    />
  );
}
