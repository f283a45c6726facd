import { describe, expect, it } from "vitest";
import type { LiveCoverage, LiveEntry, LiveState, LiveUpdates } from "#common/schemas/live.ts";
import { liveViewOf, showWaiting, withCoverage, withStateOf, withUpdates, type LiveView } from "./live-view.ts";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 30, 19, minute)).toISOString();

function entry(id: number, minute: number, content = `<p>Запис ${id}</p>`, updatedMinute = minute): LiveEntry {
  return {
    id,
    content,
    image: null,
    imageAlt: null,
    pinned: false,
    createdAt: at(minute),
    updatedAt: at(updatedMinute),
    author: null,
  };
}

const state = (updatedMinute: number | null, ended = false): LiveState => ({
  startedAt: at(0),
  endedAt: ended ? at(50) : null,
  autoEndHours: 12,
  updatedAt: updatedMinute === null ? null : at(updatedMinute),
  isLive: !ended,
});

function coverage(entries: LiveEntry[], updatedMinute: number | null, page = 1): LiveCoverage {
  return {
    live: state(updatedMinute),
    keyMoments: [],
    entries,
    pagination: { total: entries.length, page, pageSize: 20, totalPages: 1 },
  };
}

function updates(
  changes: { entry: LiveEntry | null; id?: number; minute?: number }[],
  updatedMinute: number,
  extra: Partial<LiveUpdates> = {},
): LiveUpdates {
  return {
    live: state(updatedMinute),
    total: 0,
    keyMoments: [],
    changes: changes.map(({ entry: e, id, minute }) => ({
      id: e?.id ?? id!,
      updatedAt: e?.updatedAt ?? at(minute!),
      entry: e,
    })),
    since: at(0),
    ...extra,
  };
}

const ids = (list: LiveEntry[]) => list.map((e) => e.id);
const apply = (view: LiveView, answer: LiveUpdates) => {
  const next = withUpdates(view, answer);
  if (next === "reload") throw new Error("reload");
  return next;
};

describe("a live page's view of its updates", () => {
  const page = liveViewOf(coverage([entry(2, 10), entry(1, 5)], 10));

  it("keeps new entries waiting, newest first, and shows them when asked, on top", () => {
    const next = apply(page, updates([{ entry: entry(4, 14) }, { entry: entry(3, 12) }], 14, { total: 4 }));
    expect(ids(next.entries)).toEqual([2, 1]);
    expect(ids(next.waiting)).toEqual([4, 3]);
    expect(next.total).toBe(4);
    expect(next.knownAt).toBe(Date.parse(at(14)));
    const more = apply(next, updates([{ entry: entry(5, 15) }, { entry: entry(4, 14) }], 15));
    expect(ids(more.waiting)).toEqual([5, 4, 3]);
    const shown = showWaiting(more);
    expect(ids(shown.entries)).toEqual([5, 4, 3, 2, 1]);
    expect(shown.waiting).toEqual([]);
  });

  it("changes and removes entries where they are, shown or waiting; a write it already knows changes nothing", () => {
    const waitingOne = apply(page, updates([{ entry: entry(3, 12) }], 12));
    const edited = entry(1, 5, "<p>Поправен</p>", 13);
    const next = apply(
      waitingOne,
      updates([{ entry: null, id: 3, minute: 14 }, { entry: edited }, { entry: entry(3, 12) }], 14),
    );
    expect(next.entries).toEqual([entry(2, 10), edited]);
    expect(next.waiting).toEqual([]);
    const gone = apply(next, updates([{ entry: null, id: 2, minute: 15 }, { entry: edited }], 15));
    expect(gone.entries).toEqual([edited]);
  });

  it("shows the first entries of an empty first page at once", () => {
    const empty = liveViewOf(coverage([], null));
    expect(ids(apply(empty, updates([{ entry: entry(1, 3) }], 3)).entries)).toEqual([1]);
  });

  it("on an older page, counts the entries posted since, and ignores edits of other pages' entries", () => {
    const older = liveViewOf(coverage([entry(2, 10), entry(1, 5)], 30, 2));
    const next = apply(older, updates([{ entry: entry(40, 31) }, { entry: entry(30, 20, "<p>x</p>", 31) }], 31));
    expect(ids(next.entries)).toEqual([2, 1]);
    expect(ids(next.waiting)).toEqual([40]);
  });

  it("ignores an answer older than what it knows, and reads anew when the answer's writes start after it", () => {
    expect(withUpdates(page, updates([], 8))).toBe(page);
    expect(withUpdates(page, updates([{ entry: entry(9, 40) }], 40, { since: at(25) }))).toBe("reload");
    const read = withCoverage(page, coverage([entry(9, 40), entry(2, 10, "<p>Нов текст</p>", 30), entry(1, 5)], 40));
    expect(ids(read.entries)).toEqual([2, 1]);
    expect(read.entries[0]!.content).toBe("<p>Нов текст</p>");
    expect(ids(read.waiting)).toEqual([9]);
    const older = liveViewOf(coverage([entry(2, 10)], 10, 3));
    const kept = withStateOf(older, updates([], 40, { since: at(25), total: 70 }));
    expect(kept.entries).toEqual(older.entries);
    expect(kept.total).toBe(70);
  });

  it("takes the end from an answer whose last write it knows", () => {
    const ended = apply(page, { ...updates([], 10), live: state(10, true) });
    expect(ended.live.isLive).toBe(false);
  });
});
