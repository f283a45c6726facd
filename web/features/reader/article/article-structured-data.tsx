import { JsonLd } from "#web/components/json-ld.tsx";
import { articleStructuredData, type ArticleForMeta } from "./article-meta.ts";

/** The NewsArticle JSON-LD for search engines, rendered with the page on the server. */
export function ArticleStructuredData({
  article,
  site,
}: {
  article: ArticleForMeta;
  site: { name: string; publicUrl: string };
}) {
  return <JsonLd value={articleStructuredData(article, site)} />;
}
