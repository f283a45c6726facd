import { JsonLd } from "#web/components/json-ld.tsx";
import { articleStructuredData, type ArticleForMeta } from "./article-meta.ts";

/** The NewsArticle JSON-LD for search engines, rendered with the page on the server. */
export function ArticleStructuredData({
  article,
  site,
  liveUpdatedAt,
}: {
  article: ArticleForMeta;
  site: { name: string; publicUrl: string };
  /** The last write of its live coverage's entries (issue 37), its dateModified when later. */
  liveUpdatedAt?: string | null;
}) {
  return <JsonLd value={articleStructuredData(article, site, liveUpdatedAt)} />;
}
