import type { CdnPurgeTarget } from "#server/config.ts";
import { anyPageChange, type ContentChanges } from "#server/db/content-changes.ts";
import type { DurableJobs } from "#server/background/durable-jobs.ts";
import { pageCachePolicy } from "#server/web/page-cache/cache-policy.ts";
import { changeKeys } from "./surrogate-keys.ts";

/**
 * Purging the CDN in front of the site by surrogate key (`CDN_PURGE`, decision 0129): a Fastly
 * service, a Cloudflare zone, or any cache that takes an HTTP `PURGE` with the keys in a
 * `Surrogate-Key` header (Varnish with xkey, docs/SCALING.md).
 */

/** The kind of the durable job that purges a change's keys. */
export const cdnPurgeJob = "cdn-purge";

/** Keys one request carries: Cloudflare takes 30 tags a call; a header of 100 short keys stays under 3 KB. */
const keysPerRequest: Record<CdnPurgeTarget["kind"], number> = { fastly: 256, cloudflare: 30, http: 100 };
const requestTimeoutMs = 10_000;

/** The request that purges `keys` at the CDN, as its API documents it. */
export function purgeRequest(target: CdnPurgeTarget, keys: string[]): { url: string; init: RequestInit } {
  switch (target.kind) {
    case "fastly":
      return {
        url: `https://api.fastly.com/service/${encodeURIComponent(target.serviceId)}/purge`,
        init: {
          method: "POST",
          headers: { "fastly-key": target.token, "surrogate-key": keys.join(" "), accept: "application/json" },
        },
      };
    case "cloudflare":
      return {
        url: `https://api.cloudflare.com/client/v4/zones/${encodeURIComponent(target.zoneId)}/purge_cache`,
        init: {
          method: "POST",
          headers: { authorization: `Bearer ${target.token}`, "content-type": "application/json" },
          body: JSON.stringify({ tags: keys }),
        },
      };
    case "http":
      return { url: target.url, init: { method: "PURGE", headers: { "surrogate-key": keys.join(" ") } } };
  }
}

/** Sends one purge of `keys`; throws (and the job is tried again) unless the CDN accepted it. */
async function purgeOnce(target: CdnPurgeTarget, keys: string[]): Promise<void> {
  const { url, init } = purgeRequest(target, keys);
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(requestTimeoutMs) });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new Error(`the CDN answered the purge with ${response.status}: ${text.slice(0, 200)}`);
  }
  await response.body?.cancel();
}

/** The job's work: purges the keys in as many requests as the CDN needs. */
export function cdnPurger(target: CdnPurgeTarget): (payload: unknown) => Promise<void> {
  return async (payload) => {
    const keys = (payload as { keys: string[] }).keys;
    const size = keysPerRequest[target.kind];
    for (let i = 0; i < keys.length; i += size) await purgeOnce(target, keys.slice(i, i + size));
  };
}

/**
 * Content changes that also purge the CDN: each change announced in this process, once this
 * process's cached pages are dropped (the CDN's next request must not get them back), queues a
 * purge of its keys as a durable job, which no process's death loses from then on. A second purge
 * follows once every process's cached pages are younger than the change (the page cache's oldest
 * answer, `maxStaleMs`): the CDN may have fetched a page from a process that had not yet heard of
 * the change through NOTIFY when the first one ran. A purge that cannot be queued is reported,
 * and the write that announced the change still answers as it went: it is saved.
 */
export function withCdnPurges(
  changes: ContentChanges,
  jobs: Pick<DurableJobs, "enqueue">,
  db: Parameters<DurableJobs["enqueue"]>[0],
  onError: (error: unknown) => void,
): ContentChanges {
  return {
    ...changes,
    async announce(change = anyPageChange) {
      await changes.announce(change);
      const keys = changeKeys(change);
      if (keys.length === 0) return;
      try {
        await jobs.enqueue(db, cdnPurgeJob, { keys });
        await jobs.enqueue(db, cdnPurgeJob, { keys }, { afterMs: pageCachePolicy.maxStaleMs + 1_000 });
      } catch (error) {
        onError(error);
      }
    },
  };
}
