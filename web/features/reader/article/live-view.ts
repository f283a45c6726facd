import type { LiveCoverage, LiveEntry, LiveState, LiveUpdates } from "#common/schemas/live.ts";

/**
 * A live page's entries as the reader has them (issue 37, point 2; decision 0141): the ones shown,
 * and the new ones waiting behind "3 нови" until the reader asks for them, so that nothing moves
 * under their eyes. Edits and deletions apply where the entries are; a new entry waits.
 */
export type LiveView = {
  live: LiveState;
  keyMoments: LiveEntry[];
  /** Shown, newest first. */
  entries: LiveEntry[];
  /** New since the page was shown, newest first: on the first page, shown once asked for. */
  waiting: LiveEntry[];
  total: number;
  /** The page of entries shown (1: the newest). */
  page: number;
  /** The coverage's moment the view knows it as of: its newest write, or its start. */
  knownAt: number;
};

const knownAtOf = (live: LiveState) => Date.parse(live.updatedAt ?? live.startedAt);
const byNewest = (a: LiveEntry, b: LiveEntry) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

export function liveViewOf(coverage: LiveCoverage): LiveView {
  return {
    live: coverage.live,
    keyMoments: coverage.keyMoments,
    entries: coverage.entries,
    waiting: [],
    total: coverage.pagination.total,
    page: coverage.pagination.page,
    knownAt: knownAtOf(coverage.live),
  };
}

/** Whether an entry the view does not have is new to it: posted after what it knows, not on another page. */
const isNew = (view: LiveView, entry: LiveEntry) => Date.parse(entry.createdAt) > view.knownAt;

/** A first page that showed no entry shows the first ones at once: nothing moves for them to wait. */
function shownAtOnce(view: LiveView): LiveView {
  return view.page === 1 && view.entries.length === 0 ? showWaiting(view) : view;
}

/**
 * The view after an answer of the updates (GET …/live/updates), or "reload" when the answer's
 * writes start after what the view knows (a tab asleep for long): then the coverage is read anew
 * (`withCoverage`). An answer older than what the view knows (another cache's) changes nothing.
 */
export function withUpdates(view: LiveView, updates: LiveUpdates): LiveView | "reload" {
  const knownAt = knownAtOf(updates.live);
  if (knownAt < view.knownAt) return view;
  if (view.knownAt < Date.parse(updates.since)) return "reload";
  let entries = view.entries;
  let waiting = view.waiting;
  // Oldest write first, so that an entry's latest write is the one that stays.
  for (const change of [...updates.changes].reverse()) {
    if (Date.parse(change.updatedAt) <= view.knownAt) continue;
    const { id, entry } = change;
    const replace = (list: LiveEntry[]) =>
      entry ? list.map((shown) => (shown.id === id ? entry : shown)) : list.filter((shown) => shown.id !== id);
    if (entries.some((shown) => shown.id === id)) entries = replace(entries);
    else if (waiting.some((shown) => shown.id === id)) waiting = replace(waiting);
    else if (entry && isNew(view, entry)) waiting = [entry, ...waiting].sort(byNewest);
  }
  return shownAtOnce({
    ...view,
    live: updates.live,
    keyMoments: updates.keyMoments,
    entries,
    waiting,
    total: updates.total,
    knownAt,
  });
}

/**
 * The view of the first page after it was read anew (`coverage`, its first page): the entries it
 * shows as they are now, and the ones posted since it knew the coverage waiting, as an answer of
 * the updates would have left them.
 */
export function withCoverage(view: LiveView, coverage: LiveCoverage): LiveView {
  const fresh = liveViewOf(coverage);
  const shown = new Set(view.entries.map((entry) => entry.id));
  const waiting = fresh.entries.filter((entry) => !shown.has(entry.id) && isNew(view, entry));
  const entries = fresh.entries.filter((entry) => !waiting.includes(entry));
  return shownAtOnce({ ...fresh, entries, waiting });
}

/** A later page's view after an answer it cannot follow: the coverage's state, its entries as they were. */
export function withStateOf(view: LiveView, updates: LiveUpdates): LiveView {
  const { live, keyMoments, total } = updates;
  return { ...view, live, keyMoments, total, knownAt: knownAtOf(live) };
}

/** The view once the reader asked for the waiting entries: shown on top. */
export function showWaiting(view: LiveView): LiveView {
  return { ...view, entries: [...view.waiting, ...view.entries], waiting: [] };
}
