import type { RateLimiter, RateLimitScope } from "#server/http/rate-limiter.ts";

/** Which rule refuses an attempt; its key also names the burst of refusals in the audit log. */
export type SignInRefusal = {
  rule: "account and address" | "address" | "account";
  key: string;
  retryAfterSeconds: number;
};

/** An attempt let through, counted as a failure until it says otherwise. */
export type SignInAttempt = {
  /** The right password: the attempt was no failure, and the account's failures at this address are forgotten. */
  succeeded(): void;
  /** The right password for an account that may not sign in here (deactivated, wrong door): no guess, not counted. */
  notAGuess(): void;
};

export type SignInLimits = {
  /**
   * Counts this attempt as a failed sign-in before any awaited work (issue 30, point 2: 300
   * parallel wrong passwords get at most `rateLimits.signIn.accountAndAddress.max` real guesses),
   * or names the rule that refuses it. `isKnownAddress` (has the account signed in from this
   * address before?) is asked only while the account is under a spread attack.
   */
  attempt(
    username: string,
    ipAddress: string,
    isKnownAddress: () => Promise<boolean>,
  ): Promise<SignInAttempt | SignInRefusal>;
};

const ruleNames: Record<RateLimitScope<"signIn">, SignInRefusal["rule"]> = {
  accountAndAddress: "account and address",
  address: "address",
  account: "account",
};

/**
 * How failed sign-ins are slowed (issue 17, point 4): the rules of `rateLimits.signIn`
 * (common/limits.ts), counted by the app's one limiter, with addresses keyed as every limit keys
 * them (an IPv6 /64 is one address, issue 30 point 5). An attack spread over many addresses locks
 * the account only at addresses it has never signed in from, so a stranger cannot lock its owner
 * out of their own login from their own address.
 */
export function createSignInLimits(limiter: RateLimiter): SignInLimits {
  return {
    async attempt(username, ipAddress, isKnownAddress) {
      const account = username.toLowerCase();
      const address = limiter.address(ipAddress);
      const keys = { accountAndAddress: `${account}\n${address}`, address, account };
      let use = limiter.reserve("signIn", keys);
      if (use.refused && use.scope === "account" && (await isKnownAddress()))
        use = limiter.reserve("signIn", keys, { unchecked: ["account"] });
      if (use.refused)
        return { rule: ruleNames[use.scope], key: `${use.scope}:${use.key}`, retryAfterSeconds: use.retryAfterSeconds };
      const counted = use;
      return {
        succeeded() {
          counted.release();
          limiter.reset("signIn", "accountAndAddress", keys.accountAndAddress);
        },
        notAGuess: () => counted.release(),
      };
    },
  };
}

export const isSignInRefusal = (outcome: SignInAttempt | SignInRefusal): outcome is SignInRefusal => "rule" in outcome;
