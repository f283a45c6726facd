import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { site } from "#common/messages/reader.ts";

/**
 * The environment, parsed once at start (DESIGN.md §4). This is the only module that reads
 * `process.env`; everything else receives a `Config`.
 */
const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    message: "must be true or false",
  })
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY lists. */
const proxyRangeNames = new Set(["loopback", "linklocal", "uniquelocal"]);
const isProxyAddress = (entry: string) => {
  if (proxyRangeNames.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Whom to believe about the client's address (X-Forwarded-For) and protocol (X-Forwarded-Proto):
 * nobody (false), every peer (true), or the listed addresses, CIDR ranges and proxy-addr names
 * (loopback, linklocal, uniquelocal). No hop count: Fastify 5 trusts nobody for a number, as a
 * count cannot tell a proxy from a client that sends enough addresses itself.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): boolean | string[] => {
    if (value === "" || value === "false") return false;
    if (value === "true") return true;
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be true, false, or the proxies' addresses and CIDR ranges separated by commas (not ${bad.join(", ") || "empty"})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The CDN the server purges by surrogate key (decision 0129): `fastly:SERVICE_ID`,
 * `cloudflare:ZONE_ID` (each with its API token's variable), or the http(s) URL that takes an HTTP
 * PURGE (Varnish, nginx).
 */
export type CdnPurgeTarget =
  | { kind: "fastly"; serviceId: string; token: string }
  | { kind: "cloudflare"; zoneId: string; token: string }
  | { kind: "http"; url: string };

function cdnPurgeTarget(
  value: string | undefined,
  tokens: { fastly?: string; cloudflare?: string },
  ctx: z.RefinementCtx,
): CdnPurgeTarget | null {
  if (value === undefined || value.trim() === "") return null;
  const [scheme = "", id = ""] = value.trim().split(/:(.*)/s);
  const problem = (message: string) => {
    ctx.addIssue({ code: "custom", path: ["CDN_PURGE"], message });
    return null;
  };
  if (scheme === "fastly" || scheme === "cloudflare") {
    if (!/^[\w-]+$/.test(id))
      return problem(`must name the ${scheme === "fastly" ? "service" : "zone"} (${scheme}:ID)`);
    const token = tokens[scheme];
    if (!token) return problem(`${scheme}: needs ${scheme === "fastly" ? "FASTLY_API_TOKEN" : "CLOUDFLARE_API_TOKEN"}`);
    return scheme === "fastly" ? { kind: "fastly", serviceId: id, token } : { kind: "cloudflare", zoneId: id, token };
  }
  if (scheme === "http" || scheme === "https") {
    if (!URL.canParse(value.trim())) return problem("must be a valid URL");
    return { kind: "http", url: value.trim() };
  }
  return problem("must be fastly:SERVICE_ID, cloudflare:ZONE_ID or the http(s) URL of a cache that takes PURGE");
}

const envSchema = z.object({
  PORT: z.coerce.number({ message: "must be a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PUBLIC_URL: z.url({ message: "must be an absolute URL such as https://example.bg" }).optional(),
  SITE_NAME: z.string().min(1).default(site.defaultName),
  OWNER_USERNAME: z.string().trim().min(3).max(50).default("owner"),
  OWNER_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  DEMO_CONTENT: booleanString.optional(),
  REGISTRATION: z.enum(["approval", "open", "closed"]).default("approval"),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  READER_ADDRESS_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TWO_STEP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: trustProxySchema.default(false),
  WEB_CONCURRENCY: z.coerce.number({ message: "must be a number of processes" }).int().min(1).max(64).default(1),
  NODE_ENV: z.string().default("production"),
  CDN_PURGE: z.string().optional(),
  FASTLY_API_TOKEN: z.string().min(1).optional(),
  CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
  MEDIA_STORAGE: z.string().trim().optional(),
  MEDIA_PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: "must be an absolute http(s) URL such as https://cdn.example.bg/media/" })
    .optional(),
  AWS_REGION: z.string().trim().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  AWS_ENDPOINT_URL_S3: z
    .url({ protocol: /^https?$/, message: "must be the store's http(s) address, such as https://s3.example.com" })
    .optional(),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^B[A-Za-z0-9_-]{86}$/,
      "must be a P-256 public key in base64url (87 characters, from web-push generate-vapid-keys)",
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key in base64url (43 characters)")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL")
    .optional(),
});

/** Where uploads are kept (docs/decisions/0127): a folder of DATA_DIR, or an S3-compatible bucket. */
export type MediaStorageConfig =
  | { kind: "local"; root: string }
  | {
      kind: "s3";
      bucket: string;
      /** Put before every key: "" or ending in "/" ("site/" for s3://bucket/site). */
      prefix: string;
      region: string;
      /** AWS_ENDPOINT_URL_S3, for stores other than AWS; the SDK's own endpoint when undefined. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** The SDK's own chain (instance role, ~/.aws) when undefined. */
      credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
    };

// S3's rules for new bucket names (3–63 lowercase letters, digits, dots and hyphens).
const bucketName = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** MEDIA_STORAGE and the AWS_* variables, or the problems found, each naming its variable. */
function mediaStorageOf(
  e: z.infer<typeof envSchema>,
  dataDir: string,
): { storage: MediaStorageConfig; problems: string[] } {
  const local: MediaStorageConfig = { kind: "local", root: path.join(dataDir, "uploads") };
  const value = e.MEDIA_STORAGE ?? "";
  if (value === "" || value === "local") return { storage: local, problems: [] };
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(value);
  if (!match) return { storage: local, problems: ["MEDIA_STORAGE: must be local or s3://bucket/prefix"] };
  const problems: string[] = [];
  const bucket = match[1]!;
  if (!bucketName.test(bucket) || bucket.includes(".."))
    problems.push(`MEDIA_STORAGE: "${bucket}" is not a bucket name (3 to 63 lowercase letters, digits, dots, hyphens)`);
  const segments = (match[2] ?? "").split("/").filter(Boolean);
  if (segments.some((segment) => segment === "." || segment === ".."))
    problems.push("MEDIA_STORAGE: the prefix may not contain . or .. segments");
  if ((e.AWS_ACCESS_KEY_ID === undefined) !== (e.AWS_SECRET_ACCESS_KEY === undefined))
    problems.push("AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: set both, or neither (the SDK's own credentials)");
  return {
    problems,
    storage: {
      kind: "s3",
      bucket,
      prefix: segments.map((segment) => `${segment}/`).join(""),
      region: e.AWS_REGION ?? "us-east-1",
      endpoint: e.AWS_ENDPOINT_URL_S3?.replace(/\/+$/, ""),
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
      credentials:
        e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
          ? {
              accessKeyId: e.AWS_ACCESS_KEY_ID,
              secretAccessKey: e.AWS_SECRET_ACCESS_KEY,
              ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}),
            }
          : undefined,
    },
  };
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  siteName: string;
  ownerUsername: string;
  ownerPassword: string | undefined;
  demoContent: boolean;
  registration: "approval" | "open" | "closed";
  jwtSecret: string | undefined;
  /** The key of the readers' address hashes (docs/decisions/0078); else generated in DATA_DIR. */
  readerAddressSecret: string | undefined;
  /** The key staff's two-step secrets are encrypted and backup codes hashed with (decision 0132); else generated in DATA_DIR. */
  twoStepSecret: string | undefined;
  logLevel: string;
  /** Fastify's `trustProxy`: which peers may name the client's address in X-Forwarded-For (rate limits, audit log). */
  trustProxy: boolean | string[];
  /** Worker processes serving the port (node:cluster); more than 1 only with DATABASE_URL. */
  webConcurrency: number;
  /** Where the built web app is (React Router's build/). */
  buildDir: string;
  /** The CDN purged by surrogate key when content changes, or null (decision 0129). */
  cdnPurge: CdnPurgeTarget | null;
  /** Where uploads are kept: DATA_DIR/uploads, or a bucket (MEDIA_STORAGE=s3://bucket/prefix). */
  media: MediaStorageConfig;
  /**
   * MEDIA_PUBLIC_URL, ending in "/": where a key is served from instead of this server (a CDN, the
   * bucket's public address); `/media/<key>` then redirects there (docs/decisions/0127).
   */
  mediaPublicUrl: string | undefined;
  /**
   * Web Push's VAPID keys (decision 0142): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or undefined to
   * generate them once into DATA_DIR; `subject` is how push services reach the site's people.
   */
  vapid: { keys: { publicKey: string; privateKey: string } | undefined; subject: string };
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment (by default the process's) into a Config, or throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema
    .transform((e, ctx) => ({
      ...e,
      cdnPurge: cdnPurgeTarget(e.CDN_PURGE, { fastly: e.FASTLY_API_TOKEN, cloudflare: e.CLOUDFLARE_API_TOKEN }, ctx),
    }))
    .safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const port = e.PORT;
  const dataDir = path.resolve(e.DATA_DIR);
  const media = mediaStorageOf(e, dataDir);
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined))
    media.problems.push("VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither (generated into DATA_DIR)");
  if (media.problems.length > 0)
    throw new ConfigError(`Invalid environment:\n${media.problems.map((problem) => `  ${problem}`).join("\n")}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  return {
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    siteName: e.SITE_NAME,
    ownerUsername: e.OWNER_USERNAME,
    ownerPassword: e.OWNER_PASSWORD,
    demoContent: e.DEMO_CONTENT ?? !e.DATABASE_URL,
    registration: e.REGISTRATION,
    jwtSecret: e.JWT_SECRET,
    readerAddressSecret: e.READER_ADDRESS_SECRET,
    twoStepSecret: e.TWO_STEP_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webConcurrency: e.WEB_CONCURRENCY,
    buildDir: path.resolve("build"),
    cdnPurge: e.cdnPurge,
    media: media.storage,
    mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/*$/, "/"),
    vapid: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      // Push services want a way to reach the sender: the site's https address, else a mailbox of its host.
      subject:
        e.VAPID_SUBJECT ??
        (publicUrl.startsWith("https://") ? publicUrl : `mailto:webpush@${new URL(publicUrl).hostname}`),
    },
  };
}
