import { useNonce } from "#web/lib/nonce.tsx";
import { jsonForScript } from "./article/article-meta.ts";

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
