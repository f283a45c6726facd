import { notFoundTexts, site } from "#common/messages/reader.ts";

type RootData = { siteName?: string; publicUrl?: string };
/** What the meta helpers read of a route match: its id and its loader data. */
export type MatchLike = { id: string; loaderData?: unknown } | undefined;

function rootData(matches: readonly MatchLike[]): RootData {
  return (matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined) ?? {};
}

/** SPEC.md §1: public page titles are the product name, a vertical bar, then the page's own. */
export function pageTitle(matches: readonly MatchLike[], title: string): string {
  return `${rootData(matches).siteName ?? site.defaultName}${site.titleSeparator}${title}`;
}

export function siteName(matches: readonly MatchLike[]): string {
  return rootData(matches).siteName ?? site.defaultName;
}

/** Absolute URL on the canonical origin (PUBLIC_URL). */
export function canonicalUrl(matches: readonly MatchLike[], path: string): string {
  return `${rootData(matches).publicUrl ?? ""}${path}`;
}

/** SPEC.md §2's not-found page head: its title, kept out of search results, a prerender status of 404. */
export function notFoundMeta(matches: readonly MatchLike[]) {
  return [
    { title: pageTitle(matches, notFoundTexts.title) },
    { name: "robots", content: "noindex" },
    { name: "prerender-status-code", content: "404" },
  ];
}
