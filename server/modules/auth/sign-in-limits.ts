import { createSlidingWindowLimiter } from "#server/http/sliding-window-limiter.ts";

const windowMs = 15 * 60_000;

/**
 * How failed sign-ins are slowed (issue 17, point 4), in a sliding 15-minute window:
 * - one account from one address: 10 failures, then that pair waits;
 * - one address, any accounts: 30 failures, then that address waits;
 * - one account from everywhere (an attack spread over many addresses): 100 failures, then the
 *   account waits, but only at addresses it has never signed in from, so a stranger cannot lock
 *   its owner out of their own login from their own address.
 */
export const signInRules = {
  perAccountAndAddress: 10,
  perAddress: 30,
  perAccount: 100,
  windowMs,
} as const;

/** Which rule refuses an attempt; its key also names the burst of refusals in the audit log. */
export type SignInRefusal = { rule: "account and address" | "address" | "account"; key: string; retryAfterSeconds: number };

export type SignInLimits = {
  /**
   * The rule that refuses this attempt now, or null. `isKnownAddress` (has the account signed in
   * from this address before?) is asked only while the account is under a spread attack.
   */
  check(username: string, address: string, isKnownAddress: () => Promise<boolean>): Promise<SignInRefusal | null>;
  failed(username: string, address: string): void;
  succeeded(username: string, address: string): void;
};

export function createSignInLimits(): SignInLimits {
  const limiter = createSlidingWindowLimiter([
    { prefix: "pair:", max: signInRules.perAccountAndAddress, windowMs },
    { prefix: "ip:", max: signInRules.perAddress, windowMs },
    { prefix: "user:", max: signInRules.perAccount, windowMs },
  ]);
  const keys = (username: string, address: string) => {
    const account = username.toLowerCase();
    return { pair: `pair:${account}\n${address}`, address: `ip:${address}`, account: `user:${account}` };
  };

  return {
    async check(username, address, isKnownAddress) {
      const k = keys(username, address);
      for (const [rule, key] of [["account and address", k.pair], ["address", k.address]] as const) {
        const wait = limiter.retryAfter([key]);
        if (wait > 0) return { rule, key, retryAfterSeconds: wait };
      }
      const wait = limiter.retryAfter([k.account]);
      if (wait > 0 && !(await isKnownAddress())) return { rule: "account", key: k.account, retryAfterSeconds: wait };
      return null;
    },
    failed(username, address) {
      const k = keys(username, address);
      limiter.record([k.pair, k.address, k.account]);
    },
    succeeded(username, address) {
      limiter.reset(keys(username, address).pair);
    },
  };
}
