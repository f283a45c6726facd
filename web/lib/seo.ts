import type { MetaDescriptor } from "react-router";
import { canonicalUrl, pageTitle, siteName } from "./meta.ts";

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export type PublicPageMeta = {
  /** The page's own title; the site name and the bar are put before it. */
  title: string;
  description: string;
  /** Path on the site, e.g. /article/12: the canonical URL and og:url. */
  path: string;
  keywords?: string;
  /** Site-relative or absolute image URL for link previews. */
  image?: string | null;
  article?: { publishedTime?: string | null; modifiedTime?: string | null; section?: string | null; author?: string | null };
};

/**
 * The head of every public page (issue 3, search engines and link previews): title,
 * description, keywords, canonical URL, Open Graph and Twitter card tags and robots.
 */
export function publicPageMeta(matches: readonly MatchLike[], page: PublicPageMeta): MetaDescriptor[] {
  const title = pageTitle(matches, page.title);
  const url = canonicalUrl(matches, page.path);
  const image = page.image ? (page.image.startsWith("http") ? page.image : canonicalUrl(matches, page.image)) : null;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { name: "robots", content: "index, follow, max-image-preview:large" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteName(matches) },
    { property: "og:locale", content: "bg_BG" },
    { property: "og:type", content: page.article ? "article" : "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  ];
  if (page.keywords) tags.push({ name: "keywords", content: page.keywords });
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  const article = page.article;
  if (article?.publishedTime) tags.push({ property: "article:published_time", content: article.publishedTime });
  if (article?.modifiedTime) tags.push({ property: "article:modified_time", content: article.modifiedTime });
  if (article?.section) tags.push({ property: "article:section", content: article.section });
  if (article?.author) tags.push({ property: "article:author", content: article.author });
  return tags;
}
