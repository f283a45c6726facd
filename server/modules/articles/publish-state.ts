/**
 * The one publish-state rule (issue 23, point 5): what an article's row holds once it is published
 * or hidden, by its author or an admin, at creation or later. Published articles carry a publish
 * date, the first one: publishing again keeps it, and hiding keeps it too, so that a republished
 * article keeps its place among the others. A new draft has none.
 */
export function publishState(
  publish: boolean,
  previousPublishDate: Date | null,
  now: Date = new Date(),
): { status: "published" | "draft"; publishDate: Date | null } {
  return { status: publish ? "published" : "draft", publishDate: previousPublishDate ?? (publish ? now : null) };
}
