import type { FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import { rateLimits, type RateLimitStrategy, type RateRule } from "#common/limits.ts";
import { articleTexts, readerCommentTexts, searchTexts } from "#common/messages/reader.ts";
import { serverErrors } from "#common/messages/server-errors.ts";
import { tooManyRequests } from "./errors.ts";

/**
 * The text of each strategy's 429: the reader's Bulgarian where a reader's page shows it as is;
 * the API's "too many requests" where the screens translate it (SPEC.md §8: the sign-in screens
 * say "Твърде много неуспешни опити…", the others "Твърде много заявки…").
 */
const refusalTexts: Readonly<Record<RateLimitStrategy, string>> = {
  signIn: serverErrors.tooManyRequests,
  registration: serverErrors.tooManyRequests,
  comment: articleTexts.commentTooFast,
  commentReport: readerCommentTexts.reportTooFast,
  like: serverErrors.tooManyRequests,
  articleLike: serverErrors.tooManyRequests,
  articleView: serverErrors.tooManyRequests,
  search: searchTexts.tooFast,
  pushSubscription: serverErrors.tooManyRequests,
};

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The per-address rate of the route (`config: { rateLimit: "search" }`), counted by the API's
     * first hook, before the embedded database's admission queue and any guard.
     */
    rateLimit?: AddressStrategy;
  }
}

/** What a strategy counts per: its rules' names (`reader`, `address`, `accountAndAddress`, …). */
export type RateLimitScope<S extends RateLimitStrategy> = keyof (typeof rateLimits)[S] & string;
/** The key of each of a strategy's rules for one use (a per-address rule's key is `limiter.address(ip)`). */
export type RateLimitKeys<S extends RateLimitStrategy> = { readonly [K in RateLimitScope<S>]: string };
/** The strategies that count per address alone, which a route can name as a hook. */
export type AddressStrategy = {
  [S in RateLimitStrategy]: RateLimitScope<S> extends "address" ? S : never;
}[RateLimitStrategy];

/** A use counted; `release()` takes it back (the work it guarded found nothing to do). */
export type RateLimitPass = { refused: false; release(): void };
/** The first rule that is full, with its key, and when one more use would be allowed. */
export type RateLimitRefusal<S extends RateLimitStrategy> = {
  refused: true;
  strategy: S;
  scope: RateLimitScope<S>;
  key: string;
  retryAfterSeconds: number;
};

export type RateLimiter = {
  /**
   * Counts one use of the strategy under every key at once, before any awaited work, or refuses it
   * (counting nothing) with the first full rule. Rules named in `unchecked` are counted but not
   * checked (sign-in's account rule at an address the account knows).
   */
  reserve<S extends RateLimitStrategy>(
    strategy: S,
    keys: RateLimitKeys<S>,
    options?: { unchecked?: readonly RateLimitScope<S>[] },
  ): RateLimitPass | RateLimitRefusal<S>;
  /** `reserve`, or throw 429 with `Retry-After` and the strategy's text. */
  take<S extends RateLimitStrategy>(strategy: S, keys: RateLimitKeys<S>): RateLimitPass;
  /** Forgets a key's uses (a successful sign-in clears its account-and-address failures). */
  reset<S extends RateLimitStrategy>(strategy: S, scope: RateLimitScope<S>, key: string): void;
  /** The key of a client address for every per-address rule: one key per IPv4 address, and per /64 for IPv6. */
  address(ip: string): string;
  /**
   * The API's first `onRequest` hook: counts the route's `config.rateLimit` for the client's
   * address, so a route's chain reads "rate limit → admission → guard → handler".
   */
  onRequest(request: FastifyRequest): Promise<void>;
};

export type RateLimiterOptions = {
  /** The app's clock, in milliseconds (tests move it). */
  now: () => number;
  /** The key of an address (the keyed hash of its addressKey, server/http/reader-address.ts). */
  addressKey: (ip: string) => string;
  /** Says a refusal of take() or a hook (the log). */
  onRefused?: (refusal: { strategy: RateLimitStrategy; scope: string; key: string; retryAfterSeconds: number }) => void;
  /** Keys remembered per rule, the least recently used forgotten first (memory stays bounded). */
  maxKeys?: number;
};

/**
 * A window of a rule is cut into this many buckets: a key costs at most this many numbers however
 * high its rule's `max`, and a use is forgotten once its whole bucket is older than the window (so
 * the rule never allows more than `max` in any window; a wait may last up to a tenth longer).
 */
const bucketsPerWindow = 10;
const defaultMaxKeys = 50_000;

type Usage = { buckets: number[]; counts: number[] };

/** One rule's uses per key, in buckets of a tenth of its window. */
function createRuleUsage(rule: RateRule, maxKeys: number) {
  const bucketMs = Math.ceil(rule.windowMs / bucketsPerWindow);
  const usage = new LRUCache<string, Usage>({ max: maxKeys });
  /** A bucket is kept while its last moment is within the window. */
  const expiresAt = (bucket: number) => (bucket + 1) * bucketMs + rule.windowMs;

  function live(key: string, now: number): Usage | undefined {
    const entry = usage.get(key);
    if (!entry) return undefined;
    let gone = 0;
    while (gone < entry.buckets.length && expiresAt(entry.buckets[gone]!) <= now) gone++;
    if (gone > 0) {
      entry.buckets.splice(0, gone);
      entry.counts.splice(0, gone);
    }
    if (entry.buckets.length === 0) {
      usage.delete(key);
      return undefined;
    }
    return entry;
  }
  const total = (entry: Usage | undefined) => (entry ? entry.counts.reduce((sum, n) => sum + n, 0) : 0);

  return {
    full: (key: string, now: number) => total(live(key, now)) >= rule.max,
    /** Milliseconds until one more use is allowed (the oldest buckets expiring). */
    waitMs(key: string, now: number): number {
      const entry = live(key, now);
      let over = total(entry) - rule.max + 1;
      for (let i = 0; entry && over > 0 && i < entry.buckets.length; i++) {
        over -= entry.counts[i]!;
        if (over <= 0) return expiresAt(entry.buckets[i]!) - now;
      }
      return 0;
    },
    /** Counts a use; returns its bucket, to take it back. */
    add(key: string, now: number): number {
      const bucket = Math.floor(now / bucketMs);
      const entry = live(key, now) ?? { buckets: [], counts: [] };
      if (entry.buckets.at(-1) === bucket) entry.counts[entry.counts.length - 1]!++;
      else {
        entry.buckets.push(bucket);
        entry.counts.push(1);
      }
      usage.set(key, entry);
      return bucket;
    },
    remove(key: string, bucket: number) {
      const entry = usage.peek(key);
      const at = entry ? entry.buckets.indexOf(bucket) : -1;
      if (entry && at >= 0 && entry.counts[at]! > 0) entry.counts[at]!--;
    },
    clear: (key: string) => usage.delete(key),
  };
}

type RuleUsage = ReturnType<typeof createRuleUsage>;

/**
 * The one rate limiter (issue 31, point 2; Outline's `rateLimiter(RateLimiterStrategy.X)` is the
 * model): every rate is a named strategy of `rateLimits` (common/limits.ts), and a route either
 * names a per-address strategy in its config (`config: { rateLimit: "search" }`) or, where
 * the keys come from the request's content (a reader, an account, an article), calls
 * `take`/`reserve` before its first `await`. Checking and counting are one synchronous step, so
 * 300 parallel requests can never all pass a check made before any of them is counted (issue 30,
 * point 2). Uses are kept in this process's memory (docs/SCALING.md).
 */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const maxKeys = options.maxKeys ?? defaultMaxKeys;
  const rules = new Map<string, RuleUsage>();
  const usageOf = (strategy: RateLimitStrategy, scope: string): RuleUsage => {
    const name = `${strategy}.${scope}`;
    let rule = rules.get(name);
    if (!rule) {
      rule = createRuleUsage((rateLimits[strategy] as Record<string, RateRule>)[scope]!, maxKeys);
      rules.set(name, rule);
    }
    return rule;
  };
  const scopesOf = <S extends RateLimitStrategy>(strategy: S) =>
    Object.keys(rateLimits[strategy]) as RateLimitScope<S>[];

  const limiter: RateLimiter = {
    reserve(strategy, keys, reserveOptions = {}) {
      const now = options.now();
      const scopes = scopesOf(strategy);
      for (const scope of scopes) {
        if (reserveOptions.unchecked?.includes(scope)) continue;
        const usage = usageOf(strategy, scope);
        const key = keys[scope];
        if (usage.full(key, now)) {
          return {
            refused: true,
            strategy,
            scope,
            key,
            retryAfterSeconds: Math.max(1, Math.ceil(usage.waitMs(key, now) / 1000)),
          };
        }
      }
      const taken = scopes.map((scope) => {
        const usage = usageOf(strategy, scope);
        return { usage, key: keys[scope], bucket: usage.add(keys[scope], now) };
      });
      let released = false;
      return {
        refused: false,
        release() {
          if (released) return;
          released = true;
          for (const use of taken) use.usage.remove(use.key, use.bucket);
        },
      };
    },
    take(strategy, keys) {
      const outcome = limiter.reserve(strategy, keys);
      if (!outcome.refused) return outcome;
      options.onRefused?.(outcome);
      throw tooManyRequests(outcome.retryAfterSeconds, refusalTexts[strategy]);
    },
    reset(strategy, scope, key) {
      usageOf(strategy, scope).clear(key);
    },
    address: options.addressKey,
    async onRequest(request) {
      const strategy = request.routeOptions.config.rateLimit;
      if (strategy) limiter.take(strategy, { address: limiter.address(request.ip) });
    },
  };
  return limiter;
}
