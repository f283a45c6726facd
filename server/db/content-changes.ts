import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "./client.ts";

/**
 * Tells every process that the content of the public pages changed (docs/decisions/0010): this
 * process at once, the others through PostgreSQL's LISTEN/NOTIFY. Whatever a process keeps of
 * rendered pages it drops when told.
 */
export type ContentChanges = {
  /** After a committed write: listeners of this process run before it resolves; other processes are notified. */
  announce(): Promise<void>;
  /** Runs `listener` on every change, announced here or elsewhere; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  close(): Promise<void>;
};

const channel = "hronika_content_changed";
const reconnectMs = 1_000;

/** For one process (the embedded database is single-process): listeners run in-process only. */
export function createLocalContentChanges(): ContentChanges {
  const listeners = new Set<() => void>();
  return {
    async announce() {
      for (const listener of listeners) listener();
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
      if (message.channel === channel && message.payload !== self) void local.announce();
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
    async announce() {
      await local.announce();
      try {
        await db.execute(sql`select pg_notify(${channel}, ${self})`);
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
