import { liveUpdateLimits } from "./limits.ts";
import type { LiveState } from "./schemas/live-state.ts";

/**
 * The addresses of a live page's updates (issue 37, point 2; decision 0141). Time is cut into
 * buckets of liveUpdateLimits.bucketMs; every reader asks for the bucket of their moment, so all
 * of them ask for the same address, which a CDN or the server answers once per bucket.
 */

/** The bucket of a moment (milliseconds since the epoch). */
export const liveBucketAt = (ms: number) => Math.floor(ms / liveUpdateLimits.bucketMs);

/** `/api/articles/{id}/live/updates?at={bucket}` */
export const liveUpdatesPath = (articleId: number, bucket: number) =>
  `/api/articles/${articleId}/live/updates?at=${bucket}`;

/**
 * How long the answer for `bucket` may be kept, in whole seconds: until the bucket ends, and never
 * more than one bucket, for a bucket still to come (a reader whose clock runs ahead) as for one
 * under way; an answer for a bucket that is over (a clock behind) is kept one second. No answer is
 * therefore older than a bucket, whatever clock asked, and no cache serves one stale while it
 * fetches the next.
 */
export function liveUpdatesMaxAge(bucket: number, nowMs: number): number {
  const { bucketMs } = liveUpdateLimits;
  const left = Math.min((bucket + 1) * bucketMs - nowMs, bucketMs);
  return Math.max(1, Math.floor(left / 1000));
}

export function liveUpdatesCacheControl(bucket: number, nowMs: number): string {
  const seconds = liveUpdatesMaxAge(bucket, nowMs);
  return `public, max-age=${seconds}, s-maxage=${seconds}`;
}

/**
 * The version of a coverage a page shows: its start, its end and its newest write. The updates'
 * ETag, which a page sends back (If-None-Match) to be told 304, "nothing new".
 */
export function liveVersionTag(articleId: number, live: LiveState): string {
  const ms = (iso: string | null) => (iso === null ? 0 : Date.parse(iso));
  return `"live-${articleId}-${ms(live.startedAt)}-${ms(live.endedAt)}-${ms(live.updatedAt)}"`;
}
