import { useEffect, useRef } from "react";
import { liveUpdateLimits } from "#common/limits.ts";
import { liveBucketAt, liveUpdatesPath } from "#common/live-updates.ts";
import type { LiveUpdates } from "#common/schemas/live.ts";

/**
 * Asks for an open live page's updates while `active` (issue 37, point 2; decision 0141): at once,
 * then every pollMs while the page is in view and every hiddenPollMs in a background tab (and at
 * once when it comes back), at the address of the moment's bucket, which every reader shares. The
 * version it has goes as If-None-Match, so a cache that has nothing newer answers 304 with no body.
 * A failure waits twice as long each time (up to maxBackoffMs, a little at random so that readers
 * cut off together do not come back together); an offline browser waits until it is online.
 * A 404 (the article was withdrawn) stops it.
 */
/**
 * How long a live page waits before it asks again: pollMs in view, hiddenPollMs in a background
 * tab; after `failures` failed asks in a row, twice as long each time from pollMs (10, 20, 40 s …)
 * up to maxBackoffMs, a quarter more or less at random, and never less than the tab's own wait.
 */
export function nextAskIn(hidden: boolean, failures: number, random: () => number = Math.random): number {
  const { pollMs, hiddenPollMs, maxBackoffMs } = liveUpdateLimits;
  const every = hidden ? hiddenPollMs : pollMs;
  if (failures === 0) return every;
  return Math.max(every, Math.min(maxBackoffMs, pollMs * 2 ** failures) * (0.75 + random() / 2));
}

export function useLiveUpdates(articleId: number, active: boolean, onUpdates: (updates: LiveUpdates) => void) {
  const latest = useRef(onUpdates);
  useEffect(() => {
    latest.current = onUpdates;
  });

  useEffect(() => {
    if (!active) return;
    const { pollMs } = liveUpdateLimits;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let etag: string | null = null;
    let failures = 0;
    let lastAsked = 0;
    let asking = false;

    async function ask() {
      timer = undefined;
      if (stopped || asking) return;
      if (!navigator.onLine) return; // the "online" event asks again
      asking = true;
      lastAsked = performance.now();
      let status: number;
      try {
        const res = await fetch(liveUpdatesPath(articleId, liveBucketAt(Date.now())), {
          headers: etag ? { "If-None-Match": etag } : {},
        });
        status = res.status;
        if (res.ok) {
          const updates = (await res.json()) as LiveUpdates;
          etag = res.headers.get("etag");
          if (!stopped) latest.current(updates);
          if (!updates.live.isLive) stopped = true;
        }
      } catch {
        status = 0;
      } finally {
        asking = false;
      }
      if (status === 404) stopped = true;
      failures = status === 200 || status === 304 ? 0 : failures + 1;
      schedule();
    }

    function schedule() {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(ask, nextAskIn(document.hidden, failures));
    }

    // Back in view: asked at once if the last ask is older than a page in view waits.
    function onVisible() {
      if (document.hidden || timer === undefined || asking) return;
      if (performance.now() - lastAsked >= pollMs) {
        clearTimeout(timer);
        void ask();
      } else schedule();
    }
    const onOnline = () => {
      if (timer === undefined && !asking) void ask();
    };

    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", onOnline);
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", onOnline);
    };
  }, [articleId, active]);
}
