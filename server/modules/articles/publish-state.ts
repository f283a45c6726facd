/**
 * The one publish-state rule (issue 23, point 5; issue 20): what an article's row holds once it is
 * published, hidden or scheduled, by its author or an admin, at creation or later. Published
 * articles carry a publish date, the first one: publishing again keeps it, and hiding keeps it too,
 * so that a republished article keeps its place among the others. A new draft has none. A scheduled
 * article waits with its moment in `scheduledAt` (its publish date as before) until the scheduled
 * publisher makes it live dated that moment (`scheduledPublishState`, decision 0065).
 */
export type PublishTarget = boolean | { scheduledAt: Date };

export type PublishState = {
  status: "published" | "draft" | "scheduled";
  publishDate: Date | null;
  scheduledAt: Date | null;
};

export function publishState(target: PublishTarget, previousPublishDate: Date | null, now: Date): PublishState {
  if (typeof target === "object")
    return { status: "scheduled", publishDate: previousPublishDate, scheduledAt: target.scheduledAt };
  return {
    status: target ? "published" : "draft",
    publishDate: previousPublishDate ?? (target ? now : null),
    scheduledAt: null,
  };
}

/**
 * A scheduled article going live: dated its scheduled moment, which the editor chose as the time
 * readers see (also for an article published once before and hidden). The scheduled publisher
 * writes this in SQL (scheduled-publishing.ts); this is its statement in TypeScript.
 */
export function scheduledPublishState(scheduledAt: Date): PublishState {
  return { status: "published", publishDate: scheduledAt, scheduledAt: null };
}
