import { and, desc, eq, gt, isNull, or } from "drizzle-orm";
import type { CommentHoldReason, ModerationMode } from "#common/schemas/comments.ts";
import type { Clock } from "#server/clock.ts";
import type { Database } from "#server/db/client.ts";
import type { ContentChanges } from "#server/db/content-changes.ts";
import { commentBlocks, comments } from "#server/db/schema.ts";
import { bannedWordMatcher, containsLink, parseBannedEntry, type BannedWordMatcher } from "./moderation-rules.ts";
import { getModerationSettings } from "./settings.ts";

/** Who writes a comment: the reader cookie and the keyed hash of the address. */
export type Writer = { readerId: string; addressHash: string };

type Snapshot = {
  mode: ModerationMode;
  banned: BannedWordMatcher;
  /** Active blocks: by cookie, by address hash, each with its end (null: for good). */
  blockedReaders: Map<string, Date | null>;
  blockedAddresses: Map<string, Date | null>;
};

/** Active blocks kept in memory at most, the newest first: far more than a portal makes (a handful a day). */
const maxBlocksInMemory = 10_000;

/**
 * The pre-moderation of a new comment (docs/decisions/0076): whether it is published at once or
 * held, and why. The settings and the active blocks are kept in this process and read again after
 * any announced content change (every staff write announces one, decision 0010), so posting a
 * comment costs no query for them; a comment asks the database only, in the first-comment mode,
 * whether its writer has a published comment.
 */
export function createModerationState(db: Database, changes: ContentChanges, clock: Clock) {
  let current: Promise<Snapshot> | null = null;
  let generation = 0;
  const drop = () => {
    generation++;
    current = null;
  };
  const unsubscribe = changes.subscribe(drop);

  async function load(): Promise<Snapshot> {
    const settings = await getModerationSettings(db);
    const entries = settings.bannedWords.map(parseBannedEntry);
    const blocks = await db
      .select({ readerId: commentBlocks.readerId, addressHash: commentBlocks.addressHash, until: commentBlocks.until })
      .from(commentBlocks)
      .where(or(isNull(commentBlocks.until), gt(commentBlocks.until, clock())))
      .orderBy(desc(commentBlocks.createdAt))
      .limit(maxBlocksInMemory);
    const blockedReaders = new Map<string, Date | null>();
    const blockedAddresses = new Map<string, Date | null>();
    const keep = (map: Map<string, Date | null>, key: string | null, until: Date | null) => {
      if (!key) return;
      const known = map.get(key);
      if (known === undefined || (known !== null && (until === null || until > known))) map.set(key, until);
    };
    for (const block of blocks) {
      keep(blockedReaders, block.readerId, block.until);
      keep(blockedAddresses, block.addressHash, block.until);
    }
    return {
      mode: settings.mode,
      banned: bannedWordMatcher(entries),
      blockedReaders,
      blockedAddresses,
    };
  }

  function snapshot(): Promise<Snapshot> {
    if (current) return current;
    const started = generation;
    const loading = load();
    current = loading;
    // A change announced while loading makes this copy stale: the next comment loads again.
    loading.then(
      () => generation !== started && current === loading && (current = null),
      () => current === loading && (current = null),
    );
    return loading;
  }

  const active = (until: Date | null | undefined, now: Date) => until !== undefined && (until === null || until > now);

  return {
    /** Held and why, or null to publish at once. */
    async holdReason(
      text: { username: string; content: string },
      writer: Writer,
      now: Date,
    ): Promise<CommentHoldReason | null> {
      const state = await snapshot();
      if (active(state.blockedReaders.get(writer.readerId), now)) return "blocked_reader";
      // Another browser on an address blocked for someone else's comments (issue 29): held, and said so.
      if (active(state.blockedAddresses.get(writer.addressHash), now)) return "blocked_address";
      if (state.banned.matches(text.username) || state.banned.matches(text.content)) return "banned_word";
      if (state.mode === "hold_all") return "all";
      if (state.mode === "hold_links" && (containsLink(text.content) || containsLink(text.username))) return "links";
      if (state.mode === "hold_first" && !(await hasPublishedComment(db, writer.readerId))) return "first_comment";
      return null;
    },
    /** Forget the copy (the address sweep changed blocks). */
    drop,
    close: unsubscribe,
  };
}

export type ModerationState = ReturnType<typeof createModerationState>;

/** Whether this reader (cookie) has a published comment anywhere on the site. */
async function hasPublishedComment(db: Database, readerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.readerId, readerId), eq(comments.status, "published")))
    .limit(1);
  return row !== undefined;
}
