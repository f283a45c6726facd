import type { MetaDescriptor } from "react-router";
import { toSofiaIso } from "#common/dates/reader.ts";
import { canonicalUrl, pageTitle, siteName } from "./meta.ts";

/** A picture for link previews: its address, and where known its size and what it shows. */
export type ShareImage = { url: string; width?: number; height?: number; alt?: string | null };

type MatchLike = { id: string; loaderData?: unknown } | undefined;

export type PublicPageMeta = {
  /** The page's own title; the site name and the bar are put before it. */
  title: string;
  description: string;
  /** Path on the site, e.g. /article/12: the canonical URL and og:url. */
  path: string;
  keywords?: string;
  /** Site-relative or absolute image URL for link previews, with its size and description where known. */
  image?: string | ShareImage | null;
  /** The title link previews show, when the page's own would say too little (the home page's "Начало"). */
  shareTitle?: string;
  article?: {
    publishedTime?: string | null;
    modifiedTime?: string | null;
    section?: string | null;
    author?: string | null;
  };
};

/**
 * The head of every public page (issue 3, search engines and link previews): title,
 * description, keywords, canonical URL, Open Graph and Twitter card tags and robots; the
 * picture's size and description (issue 29), and an article's times at Sofia's offset.
 */
export function publicPageMeta(matches: readonly MatchLike[], page: PublicPageMeta): MetaDescriptor[] {
  const title = pageTitle(matches, page.title);
  const shareTitle = page.shareTitle ?? page.title;
  const url = canonicalUrl(matches, page.path);
  const picture = typeof page.image === "string" ? { url: page.image } : page.image;
  const image = picture ? (picture.url.startsWith("http") ? picture.url : canonicalUrl(matches, picture.url)) : null;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { name: "robots", content: "index, follow, max-image-preview:large" },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteName(matches) },
    { property: "og:locale", content: "bg_BG" },
    { property: "og:type", content: page.article ? "article" : "website" },
    { property: "og:title", content: shareTitle },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: shareTitle },
    { name: "twitter:description", content: page.description },
  ];
  if (page.keywords) tags.push({ name: "keywords", content: page.keywords });
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (image && picture?.width && picture.height) {
    tags.push(
      { property: "og:image:width", content: String(picture.width) },
      { property: "og:image:height", content: String(picture.height) },
    );
  }
  if (image && picture?.alt)
    tags.push({ property: "og:image:alt", content: picture.alt }, { name: "twitter:image:alt", content: picture.alt });
  const article = page.article;
  const publishedTime = toSofiaIso(article?.publishedTime);
  const modifiedTime = toSofiaIso(article?.modifiedTime);
  if (publishedTime) tags.push({ property: "article:published_time", content: publishedTime });
  if (modifiedTime) tags.push({ property: "article:modified_time", content: modifiedTime });
  if (article?.section) tags.push({ property: "article:section", content: article.section });
  if (article?.author) tags.push({ property: "article:author", content: article.author });
  return tags;
}
