import type { LiveCoverage } from "#common/schemas/live.ts";
import { JsonLd } from "#web/components/json-ld.tsx";
import { articleStructuredData, type ArticleForMeta } from "./article-meta.ts";
import { liveBlogStructuredData } from "./live-structured-data.ts";

/**
 * The NewsArticle JSON-LD for search engines, rendered with the page on the server; a
 * LiveBlogPosting when the article has live coverage (issue 37).
 */
export function ArticleStructuredData({
  article,
  site,
  live,
}: {
  article: ArticleForMeta;
  site: { name: string; publicUrl: string };
  /** Its live coverage, as the page shows it; its last entry write is the dateModified when later. */
  live?: LiveCoverage | null;
}) {
  const news = articleStructuredData(article, site, live?.live.updatedAt);
  return <JsonLd value={live ? liveBlogStructuredData(news, live, site.publicUrl) : news} />;
}
