import { toSofiaIso } from "#common/dates/reader.ts";
import { limits } from "#common/limits.ts";
import { imageVariant, isVideoUrl } from "#common/media.ts";
import { articleTexts, homeTexts } from "#common/messages/reader.ts";
import type { ArticleDetail } from "#common/schemas/articles.ts";
import { htmlToText, truncateText } from "#common/text.ts";
import type { Crumb } from "#web/components/breadcrumbs.tsx";
import { articlePath, categoryPath, authorPath } from "#common/page-paths.ts";

/** What the head, the breadcrumbs and the structured data need of an article. */
export type ArticleForMeta = Pick<
  ArticleDetail,
  | "id"
  | "slug"
  | "title"
  | "description"
  | "preview"
  | "thumbnail"
  | "thumbnailAlt"
  | "thumbnailCredit"
  | "image"
  | "publishDate"
  | "updatedAt"
  | "modifiedAt"
  | "categories"
  | "author"
  | "coAuthors"
  | "sections"
>;

/** The article's main category: its first, else Новини (SPEC.md §2). */
export function mainCategory(article: Pick<ArticleDetail, "categories">): string {
  return article.categories[0] ?? homeTexts.defaultCategory;
}

/** Начало › main category › title (SPEC.md §2, Article page). */
export function articleBreadcrumbs(article: Pick<ArticleDetail, "id" | "slug" | "title" | "categories">): Crumb[] {
  const category = mainCategory(article);
  return [
    { name: homeTexts.home, url: "/home" },
    { name: category, url: categoryPath(category) },
    { name: article.title, url: articlePath(article) },
  ];
}

/** The plain text of the paragraphs and headings, in order (or its start, once longer than `atLeast`). */
export function articleBodyText(sections: ArticleDetail["sections"], atLeast = Infinity): string {
  // A long article's whole text costs about a millisecond a page; the meta tags need its start.
  const parts: string[] = [];
  let length = -1;
  for (const s of sections) {
    if (s.type !== "paragraph" && s.type !== "heading") continue;
    const text = s.type === "paragraph" ? htmlToText(s.content) : s.content.trim();
    if (!text) continue;
    parts.push(text);
    length += text.length + 1;
    if (length > atLeast) break;
  }
  return parts.join(" ");
}

/** SPEC.md §9: the description, else the preview, else the start of the body text with "...". */
export function articleMetaDescription(article: Pick<ArticleDetail, "description" | "preview" | "sections">): string {
  const description = article.description.trim();
  if (description) return description;
  const preview = article.preview.trim();
  if (preview) return preview;
  return truncateText(articleBodyText(article.sections, limits.metaDescriptionChars), limits.metaDescriptionChars);
}

/** SPEC.md §9: the categories joined by a comma and a space, default новини. */
export function articleKeywords(article: Pick<ArticleDetail, "categories">): string {
  return article.categories.length ? article.categories.join(", ") : articleTexts.defaultKeywords;
}

/** The picture for link previews: the largest variant of the lead image, never a video. */
export function articleShareImage(article: Pick<ArticleDetail, "thumbnail" | "image">): string | null {
  const image = article.thumbnail ?? article.image;
  if (!image || isVideoUrl(image)) return null;
  return imageVariant(image, 1200);
}

/**
 * The lead picture's words: the thumbnail's alternative text and credit, else those of the first
 * media section (the lead of a list item when there is no thumbnail), with its caption.
 */
function leadPictureText(article: Pick<ArticleForMeta, "thumbnail" | "thumbnailAlt" | "thumbnailCredit" | "sections">) {
  if (article.thumbnail) return { alt: article.thumbnailAlt, credit: article.thumbnailCredit, caption: null };
  const first = article.sections.find((s) => s.type === "image");
  return { alt: first?.alt ?? null, credit: first?.credit ?? null, caption: first?.caption ?? null };
}

/** The picture for link previews with what it shows (issue 29: og:image:alt), or null. */
export function articleSharePicture(
  article: Pick<ArticleForMeta, "title" | "thumbnail" | "thumbnailAlt" | "thumbnailCredit" | "image" | "sections">,
) {
  const url = articleShareImage(article);
  return url ? { url, alt: leadPictureText(article).alt || article.title } : null;
}

/** schema.org ImageObject of the lead picture (issue 21): its address, caption or alternative text, and credit. */
function leadImageObject(article: ArticleForMeta, origin: string) {
  const image = articleShareImage(article);
  if (!image) return null;
  const { alt, credit, caption } = leadPictureText(article);
  return {
    "@type": "ImageObject",
    url: absolute(origin, image),
    ...(caption || alt ? { caption: caption || alt } : {}),
    ...(alt ? { description: alt } : {}),
    ...(credit ? { creditText: credit } : {}),
  };
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/** schema.org NewsArticle of the page (SPEC.md §4: structured data is set on load). */
/**
 * The later of an article's own last change and its live coverage's last entry write (issue 37:
 * an entry posted, changed or deleted changes the page), for dateModified.
 */
export function pageModifiedAt(ownChange: string | null, liveUpdatedAt: string | null | undefined): string | null {
  if (!liveUpdatedAt) return ownChange;
  if (!ownChange) return liveUpdatedAt;
  return Date.parse(liveUpdatedAt) > Date.parse(ownChange) ? liveUpdatedAt : ownChange;
}

export function articleStructuredData(
  article: ArticleForMeta,
  site: { name: string; publicUrl: string },
  /** The last write of its live coverage's entries, if it has one (issue 37). */
  liveUpdatedAt?: string | null,
) {
  const url = `${site.publicUrl}${articlePath(article)}`;
  const image = leadImageObject(article, site.publicUrl);
  // Every author a Person with their page (decision 0121); the editors' byline the Organization.
  const people = [article.author, ...article.coAuthors].map((person) =>
    person.username
      ? { "@type": "Person", name: person.name, url: `${site.publicUrl}${authorPath(person.username)}` }
      : { "@type": "Organization", name: person.name },
  );
  const author = people.length === 1 ? people[0]! : people;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: articleMetaDescription(article),
    ...(image ? { image: [image] } : {}),
    // At Sofia's offset, as the newsroom published (issue 29).
    ...(article.publishDate ? { datePublished: toSofiaIso(article.publishDate) } : {}),
    // The last change of the text after publication, any save of it (decision 0068), else the publication.
    dateModified: toSofiaIso(
      pageModifiedAt(article.modifiedAt ?? article.publishDate ?? article.updatedAt, liveUpdatedAt),
    ),
    author,
    publisher: {
      "@type": "Organization",
      name: site.name,
      logo: { "@type": "ImageObject", url: `${site.publicUrl}/favicon.svg` },
    },
    articleSection: mainCategory(article),
    keywords: articleKeywords(article),
    inLanguage: "bg",
    // SPEC.md §9: the structured body is cut at 1000 characters.
    articleBody: articleBodyText(article.sections, limits.structuredDataBodyChars).slice(
      0,
      limits.structuredDataBodyChars,
    ),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
  };
}
