import { LRUCache } from "lru-cache";
import type { UserType } from "#common/roles.ts";
import type { Clock } from "#server/clock.ts";
import type { Database } from "#server/db/client.ts";
import { recordAudit, updateAuditDetails } from "#server/modules/audit/service.ts";
import { rateLimits } from "#common/limits.ts";
import type { SignInRefusal } from "./sign-in-limits.ts";

/** Bursts remembered at once (a burst per refusing key: a pair, an address or an account). */
const maxBursts = 10_000;
/** How often a burst's row is rewritten with its count while the burst goes on. */
const countWriteMs = 1_000;

type Burst = {
  id: Promise<number | null>;
  count: number;
  lastAt: number;
  timer: NodeJS.Timeout | null;
  details: (count: number) => string;
};

export type RefusedSignIns = {
  /** Records one sign-in refused by a limit: the first of a burst as a row, the rest as its count. */
  refused(
    refusal: SignInRefusal,
    attempt: { door: UserType; username: string; userId: number | null; ipAddress: string },
  ): Promise<void>;
  /** Writes the counts still waiting (shutdown). */
  close(): Promise<void>;
};

/**
 * Sign-ins refused by a limit go to the audit log as one row per burst (issue 17, point 4): the
 * first refusal writes a LOGIN_FAILED row, the ones after it (until the key has been quiet for the
 * limits' window) only raise the count in that row's details. 300 refusals in 3 s are one row, so
 * an attack no longer pushes the real events out of the audit screen. Failures below the limits
 * are recorded one by one, as every sign-in is.
 */
export function createRefusedSignIns(db: Database, clock: Clock, onError: (error: unknown) => void): RefusedSignIns {
  const bursts = new LRUCache<string, Burst>({ max: maxBursts });

  async function writeCount(burst: Burst) {
    burst.timer = null;
    const id = await burst.id;
    if (id !== null) await updateAuditDetails(db, id, burst.details(burst.count));
  }

  return {
    async refused(refusal, attempt) {
      const now = clock().getTime();
      const open = bursts.get(refusal.key);
      if (open && now - open.lastAt < rateLimits.signIn.accountAndAddress.windowMs) {
        open.count++;
        open.lastAt = now;
        open.timer ??= setTimeout(() => void writeCount(open).catch(onError), countWriteMs).unref();
        return;
      }
      const details = (count: number) =>
        `${attempt.door} login refused: too many failed attempts (${refusal.rule} limit), ${count} ${count === 1 ? "attempt" : "attempts"} in this burst`;
      const burst: Burst = { id: Promise.resolve(null), count: 1, lastAt: now, timer: null, details };
      burst.id = recordAudit(db, {
        userId: attempt.userId,
        username: attempt.username,
        action: "LOGIN_FAILED",
        entityType: "AUTH",
        entityId: attempt.userId,
        details: details(1),
        ipAddress: attempt.ipAddress,
      }).catch((error: unknown) => {
        onError(error);
        return null;
      });
      bursts.set(refusal.key, burst);
      await burst.id;
    },
    async close() {
      const pending = [...bursts.values()].filter((burst) => burst.timer !== null);
      for (const burst of pending) clearTimeout(burst.timer!);
      await Promise.all(pending.map((burst) => writeCount(burst).catch(onError)));
    },
  };
}
