import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "./client.ts";

/**
 * What a change did to the public pages (decision 0104): anything (`all`, the default), nothing a
 * reader sees (`none`: a draft's autosave, an upload, a schedule of an unpublished article), or the
 * pages that show these articles (`articles`: their own pages, every list, and the article pages
 * whose "more from" list is one of these categories, lower-cased). With `ownPagesOnly`, only the
 * articles' own pages: a change of what no list or card shows (a live coverage's entry, decision 0140).
 */
export type PageChange =
  | { pages: "all" }
  | { pages: "none" }
  | { pages: "articles"; articleIds: number[]; categories: string[]; ownPagesOnly?: true };

export const anyPageChange: PageChange = { pages: "all" };

/**
 * Tells every process that the content changed (docs/decisions/0010): this process at once, the
 * others through PostgreSQL's LISTEN/NOTIFY, with what it did to the public pages. Whatever a
 * process keeps of rendered pages it drops as far as the change reaches; other listeners (the
 * moderation settings, the scheduled publisher) look again whatever it was.
 */
export type ContentChanges = {
  /** After a committed write: listeners of this process run before it resolves; other processes are notified. */
  announce(change?: PageChange): Promise<void>;
  /** Runs `listener` on every change, announced here or elsewhere; returns the unsubscribe function. */
  subscribe(listener: (change: PageChange) => void): () => void;
  close(): Promise<void>;
};

const channel = "hronika_content_changed";
const reconnectMs = 1_000;

/** For one process (the embedded database is single-process): listeners run in-process only. */
export function createLocalContentChanges(): ContentChanges {
  const listeners = new Set<(change: PageChange) => void>();
  return {
    async announce(change = anyPageChange) {
      for (const listener of listeners) listener(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/**
 * For PostgreSQL: one dedicated connection LISTENs; an announcement runs the local listeners and
 * then NOTIFYs through the app's pool. Notifications from this process itself are ignored. When
 * the listening connection drops, it reconnects and treats the gap as a change (it may have
 * missed one).
 */
export async function createPostgresContentChanges(
  url: string,
  db: Database,
  options: { onError: (error: unknown) => void },
): Promise<ContentChanges> {
  const local = createLocalContentChanges();
  const self = randomBytes(8).toString("hex");
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel !== channel || message.payload === undefined) return;
      const { from, change } = readNotice(message.payload);
      if (from !== self) void local.announce(change);
    });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      if (error) options.onError(error);
      next.end().catch(() => {});
      if (!closed) retry = setTimeout(reconnect, reconnectMs);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  }

  async function reconnect() {
    try {
      await connect();
      await local.announce();
    } catch (error) {
      options.onError(error);
      if (!closed) retry = setTimeout(reconnect, reconnectMs);
    }
  }

  await connect();
  return {
    async announce(change = anyPageChange) {
      await local.announce(change);
      try {
        await db.execute(sql`select pg_notify(${channel}, ${noticeOf(self, change)})`);
      } catch (error) {
        options.onError(error);
      }
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
      await local.close();
    },
  };
}

/** NOTIFY's payload holds under 8 000 bytes: a change naming more articles than fit reaches every page. */
const noticeMaxBytes = 7_000;

/** The payload of a change's notification: the announcing process, a space, the change as JSON. */
export function noticeOf(from: string, change: PageChange): string {
  const notice = `${from} ${JSON.stringify(change)}`;
  return Buffer.byteLength(notice) <= noticeMaxBytes ? notice : `${from} ${JSON.stringify(anyPageChange)}`;
}

/** A notification read back; anything unreadable (an older process's bare id) is a change of every page. */
export function readNotice(payload: string): { from: string; change: PageChange } {
  const space = payload.indexOf(" ");
  if (space === -1) return { from: payload, change: anyPageChange };
  const from = payload.slice(0, space);
  try {
    const change = JSON.parse(payload.slice(space + 1)) as PageChange;
    if (change.pages === "none" || change.pages === "all") return { from, change: { pages: change.pages } };
    if (change.pages === "articles" && isNumberList(change.articleIds) && isStringList(change.categories)) {
      const { articleIds, categories } = change;
      const ownPagesOnly = change.ownPagesOnly === true ? ({ ownPagesOnly: true } as const) : {};
      return { from, change: { pages: "articles", articleIds, categories, ...ownPagesOnly } };
    }
  } catch {
    // not JSON
  }
  return { from, change: anyPageChange };
}

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((v) => Number.isInteger(v));
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((v) => typeof v === "string");
