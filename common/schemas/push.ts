import { z } from "./zod.ts";
import { pushLimits } from "../limits.ts";
import { pushRuleTexts } from "../messages/push.ts";

// Alerts for breaking news by Web Push (issue 37, point 4; decision 0142).

/**
 * Whether an address is one a push service would give a browser: https, a host name with a dot
 * (not an IP address or `localhost`: the server posts to it, so it must not be made to post into
 * its own network), no credentials. The server also refuses to connect to a name that resolves to
 * a private address (push-sender.ts).
 */
export function isPushEndpoint(value: string): boolean {
  if (value.length > pushLimits.endpointMax || !URL.canParse(value)) return false;
  const url = new URL(value);
  const host = url.hostname.toLowerCase();
  return (
    url.protocol === "https:" &&
    url.username === "" &&
    url.password === "" &&
    host.includes(".") &&
    !host.endsWith(".") &&
    !host.endsWith(".localhost") &&
    !host.startsWith("[") &&
    !/^[0-9.]+$/.test(host)
  );
}

const endpointSchema = z
  .string()
  .max(pushLimits.endpointMax, pushRuleTexts.endpoint)
  .refine(isPushEndpoint, pushRuleTexts.endpoint)
  .describe("The push service's address for this browser (PushSubscription.endpoint)");

/** base64url of `bytes` bytes, with or without its padding. */
const base64urlOf = (bytes: number, first = "[A-Za-z0-9_-]") => {
  const chars = Math.ceil((bytes * 4) / 3);
  const padding = (3 - (bytes % 3)) % 3;
  return new RegExp(`^${first}[A-Za-z0-9_-]{${chars - 1}}={0,${padding}}$`);
};

/**
 * POST /api/push/subscriptions: a browser's PushSubscription as its `toJSON()` gives it. Nothing
 * else about the reader is sent or kept (docs/PRIVACY.md).
 */
export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointSchema,
  /** The browser's PushSubscription.expirationTime: not kept (push services answer 404/410 for an expired one). */
  expirationTime: z.number().nullish(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes, the first 0x04: "B" in base64url). */
    p256dh: z.string().regex(base64urlOf(65, "B"), pushRuleTexts.keys),
    /** The 16-byte authentication secret. */
    auth: z.string().regex(base64urlOf(16), pushRuleTexts.keys),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** POST /api/push/subscriptions/unsubscribe: the alerts of this browser stop. */
export const pushUnsubscribeInputSchema = z.object({ endpoint: z.string().min(1).max(pushLimits.endpointMax) });

export const pushKeySchema = z.object({
  /** The server's VAPID public key (base64url, 65 bytes): the browser's `applicationServerKey`. */
  publicKey: z.string(),
});

export const pushSubscribedSchema = z.object({ subscribed: z.boolean() });

/** POST /api/admin/articles/{id}/alerts: the notification's text (the article's title, as the desk prefills it). */
export const alertInputSchema = z.object({
  title: z
    .string()
    .max(pushLimits.titleMax * 4)
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .min(1, pushRuleTexts.titleRequired)
        .max(pushLimits.titleMax, pushRuleTexts.titleTooLong(pushLimits.titleMax)),
    ),
});
export type AlertInput = z.infer<typeof alertInputSchema>;

/** An alert sent, and how far its delivery has come: `total` = delivered + pending + removed + failed. */
export const alertSchema = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  title: z.string(),
  /** The article's address the notification opens (absolute). */
  url: z.string(),
  createdAt: z.string(),
  /** Who sent it (a byline's name); null when the account is gone. */
  sentBy: z.string().nullable(),
  /** The subscriptions there were when it was sent. */
  total: z.number().int(),
  delivered: z.number().int(),
  pending: z.number().int(),
  /** Subscriptions that ended before it reached them (the push service answered 404/410, or the reader stopped). */
  removed: z.number().int(),
  /** Deliveries the push service kept refusing (5xx, 429, no answer) after every attempt. */
  failed: z.number().int(),
});
export type Alert = z.infer<typeof alertSchema>;

/** GET /api/admin/articles/{id}/alerts: the article's alerts, newest first, and how many would receive a new one. */
export const articleAlertsSchema = z.object({
  subscribers: z.number().int(),
  alerts: z.array(alertSchema),
});
export type ArticleAlerts = z.infer<typeof articleAlertsSchema>;
