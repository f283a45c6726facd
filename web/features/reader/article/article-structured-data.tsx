import { useNonce } from "#web/lib/nonce.tsx";
import { articleStructuredData, jsonForScript, type ArticleForMeta } from "./article-meta.ts";

/** The NewsArticle JSON-LD for search engines, rendered with the page on the server. */
export function ArticleStructuredData({ article, site }: { article: ArticleForMeta; site: { name: string; publicUrl: string } }) {
  const nonce = useNonce()?.script;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides nonce values after load, so the hydrated attribute differs by design.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonForScript(articleStructuredData(article, site)) }}
    />
  );
}
