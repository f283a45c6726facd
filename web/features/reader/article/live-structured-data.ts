import { toSofiaIso } from "#common/dates/reader.ts";
import { homeTexts } from "#common/messages/reader.ts";
import { authorPath } from "#common/page-paths.ts";
import type { LiveCoverage, LiveEntry } from "#common/schemas/live.ts";
import { htmlToText, truncateText } from "#common/text.ts";
import { entryAnchor } from "./live-coverage.tsx";

/** Google shows a live update's headline up to 110 characters. */
const updateHeadlineChars = 110;
const hourMs = 3_600_000;

/**
 * When the coverage ended, or, while it lasts, when it will end itself if no entry comes: its
 * newest entry (or its start) plus its hours. Search engines read `coverageEndTime` as either.
 */
export function coverageEnd(live: LiveCoverage["live"]): string {
  if (live.endedAt) return live.endedAt;
  const last = Date.parse(live.updatedAt ?? live.startedAt);
  return new Date(last + live.autoEndHours * hourMs).toISOString();
}

function updateOf(entry: LiveEntry, pageUrl: string, origin: string) {
  const text = htmlToText(entry.content).trim();
  const author = entry.author?.username
    ? { "@type": "Person", name: entry.author.name, url: `${origin}${authorPath(entry.author.username)}` }
    : { "@type": "Organization", name: entry.author?.name ?? homeTexts.editorialAuthor };
  return {
    "@type": "BlogPosting",
    headline: truncateText(text || entry.imageAlt || "", updateHeadlineChars - "...".length),
    articleBody: text,
    datePublished: toSofiaIso(entry.createdAt),
    ...(entry.updatedAt !== entry.createdAt ? { dateModified: toSofiaIso(entry.updatedAt) } : {}),
    url: `${pageUrl}#${entryAnchor(entry.id)}`,
    author,
    ...(entry.image
      ? { image: { "@type": "ImageObject", url: `${origin}${entry.image}`, description: entry.imageAlt ?? "" } }
      : {}),
  };
}

/**
 * An article with live coverage as search engines read one (issue 37, point 3): its NewsArticle
 * becomes a LiveBlogPosting (a kind of article, with everything it said), with the coverage's
 * start and end and, as `liveBlogUpdate`, the entries of the page shown, newest first.
 */
export function liveBlogStructuredData<T extends { "@type": string; mainEntityOfPage: { "@id": string } }>(
  article: T,
  coverage: LiveCoverage,
  origin: string,
) {
  const pageUrl = article.mainEntityOfPage["@id"];
  return {
    ...article,
    "@type": "LiveBlogPosting",
    coverageStartTime: toSofiaIso(coverage.live.startedAt),
    coverageEndTime: toSofiaIso(coverageEnd(coverage.live)),
    liveBlogUpdate: coverage.entries.map((entry) => updateOf(entry, pageUrl, origin)),
  };
}
