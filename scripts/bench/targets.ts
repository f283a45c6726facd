/** Issue 7's targets (raised by issue 24), in one place; the table shows each as met or not (they never fail the run). */
export const targets = {
  /** Hot article and home: at least this share of nginx's requests/s on the same bytes, under wrk (issue 24; 0.5 in issue 7)... */
  hotPageNginxRatio: 0.7,
  /** ...with p99 latency under this many milliseconds (issue 24; 50 in issue 7). */
  hotPageP99Ms: 20,
  /** count-view requests accepted per second, every one counted. */
  viewStormRps: 10_000,
  /** A publish, edit, hide, delete... shows everyone within this many milliseconds. */
  contentFreshMs: 1_000,
  /** Like, comment and view counts show within this many milliseconds. */
  countsFreshMs: 5_000,
  /** The server's resident memory (primary and workers) through the whole run. */
  memoryBytes: { pglite: 600 * 1024 * 1024, postgres: 250 * 1024 * 1024 },
  /** The soak's resident memory (issue 36): the whole server on PGlite, each process on PostgreSQL. */
  soakMemoryBytes: { pglite: 400 * 1024 * 1024, postgres: 250 * 1024 * 1024 },
  /** The soak's last half is flat when it grows by at most this much (or 3 %) past its first minute. */
  soakFlatBytes: 10 * 1024 * 1024,
  /**
   * A breaking story (issue 36, point 4): while this many readers' connections load the home and a
   * hot article, a new article is published and corrected: no 5xx, p99 under `p99Ms` in the
   * seconds after each change, and the change on the home within `onHomeMs`.
   */
  breakingStory: { readers: 2_000, p99Ms: 100, onHomeMs: 2_000 },
  /** Issue 37, point 5: an election night's live page (live-night.ts). */
  liveNight: { pollers: 10_000, p99Ms: 50, seenMs: 12_000, rendersPerEntry: 2 },
  /** Issue 37, point 5: an alert for breaking news reaches this many subscriptions, each once, within `seconds` (push-alerts.ts). */
  pushAlerts: { subscriptions: 100_000, seconds: 60 },
} as const;
