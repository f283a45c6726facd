import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import webpush, { WebPushError } from "web-push";
import { pushLimits } from "#common/limits.ts";
import type { VapidKeys } from "./vapid-keys.ts";

/** What a push service answered one message: taken, the subscription gone for good, or try again later. */
export type PushOutcome = { kind: "delivered" } | { kind: "gone" } | { kind: "retry"; error: string };

export type PushMessage = {
  subscription: { endpoint: string; p256dh: string; auth: string };
  /** The JSON the service worker reads (push-payload.ts). */
  payload: string;
  /**
   * RFC 8030 §5.4: a message with the same topic replaces one the push service has not delivered
   * yet, so that a repeat of a message (a process killed after sending it) is not delivered twice.
   */
  topic: string;
};

export type PushSender = (message: PushMessage) => Promise<PushOutcome>;

/** Addresses inside a network, which a subscription's endpoint must not make the server post to. */
const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
] as const)
  privateNetworks.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["::ffff:0:0", 96],
  ["fc00::", 7],
  ["fe80::", 10],
] as const)
  privateNetworks.addSubnet(network, prefix, "ipv6");

const isPrivate = (address: string) => privateNetworks.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");

/**
 * A name lookup that refuses names resolving to a private address: an endpoint is a reader's
 * input, and the server posts to it (common/schemas/push.ts refuses IP addresses as written).
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    if (addresses.length === 0 || addresses.some((entry) => isPrivate(entry.address)))
      return callback(Object.assign(new Error(`${hostname} is not a public address`), { code: "ENOTFOUND" }), "", 0);
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

/**
 * The VAPID authorization for each push service (the JWT whose audience is its origin), signed once
 * and sent with every message to it for `pushLimits.vapidReuseMs`: RFC 8292 §2 lets a token be
 * reused until it expires, and signing one for each message cost three times its encryption (1.15
 * against 0.32 ms a message, measured). Its expiry is web-push's 12 hours from the wall clock, the
 * push service's business rather than the app's.
 */
function vapidAuthorizations(keys: VapidKeys, subject: string): (endpoint: string) => string {
  const signed = new Map<string, { authorization: string; until: number }>();
  return (endpoint) => {
    const audience = new URL(endpoint).origin;
    const at = performance.now();
    const kept = signed.get(audience);
    if (kept && kept.until > at) return kept.authorization;
    // Endpoints are readers' input: the audiences are a few push services, unless someone makes up more.
    if (signed.size >= pushLimits.vapidAudiencesKept) signed.clear();
    const { Authorization } = webpush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, "aes128gcm");
    signed.set(audience, { authorization: Authorization, until: at + pushLimits.vapidReuseMs });
    return Authorization;
  };
}

/**
 * Sends Web Push messages with the site's VAPID keys through `web-push` (RFC 8030, 8291, 8292):
 * encrypted to the subscription's keys (aes128gcm), signed, urgent, kept by the push service for
 * `pushLimits.ttlSeconds`. `agent` is the connection pool (tests give one that trusts their local
 * push service); by default one that keeps connections to the push services open and refuses
 * private addresses.
 */
export function createPushSender(options: { keys: VapidKeys; subject: string; agent?: https.Agent }): PushSender {
  const agent =
    options.agent ?? new https.Agent({ keepAlive: true, maxSockets: pushLimits.concurrent, lookup: publicOnlyLookup });
  const authorization = vapidAuthorizations(options.keys, options.subject);
  return async ({ subscription, payload, topic }) => {
    try {
      await webpush.sendNotification(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        payload,
        {
          headers: { Authorization: authorization(subscription.endpoint) },
          TTL: pushLimits.ttlSeconds,
          urgency: "high",
          topic,
          contentEncoding: "aes128gcm",
          timeout: pushLimits.requestTimeoutMs,
          agent,
        },
      );
      return { kind: "delivered" };
    } catch (error) {
      // 404 and 410: the subscription expired or the reader revoked it (RFC 8030 §7.3).
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410))
        return { kind: "gone" };
      const status = error instanceof WebPushError ? ` (HTTP ${error.statusCode})` : "";
      return {
        kind: "retry",
        error: `${error instanceof Error ? error.message : String(error)}${status}`.slice(0, 500),
      };
    }
  };
}
