import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { isIP } from "node:net";
import { eq } from "drizzle-orm";
import { limits, wordpressImportLimits } from "#common/limits.ts";
import { importReportTexts } from "#common/messages/wordpress-report.ts";
import type { Database } from "#server/db/client.ts";
import { mediaFiles } from "#server/db/schema.ts";
import { storeImage } from "#server/modules/media/service.ts";
import type { MediaStorage } from "#server/modules/media/storage.ts";
import { markImported } from "./import-keys.ts";

const why = importReportTexts.pictureWhy;

/** A picture of the old site, stored here (its URL; `fresh` when by this call), or why it could not be had. */
export type PictureResult = { url: string; fresh: boolean } | { missing: string };

export type PictureOptions = {
  db: Database;
  storage: MediaStorage;
  site: string;
  now: () => Date;
  /** A local copy of `wp-content/uploads`: pictures under that path are read there, never fetched. */
  uploadsDir?: string;
  /** Reads nothing and stores nothing (a dry run): a picture counts as had when it could be. */
  dryRun: boolean;
  /** Pictures this site had imported before, by address: the media file made of each. */
  known: Map<string, number | null>;
  /** The pictures this run has had, by address: their URL here (a dry run's: the address). */
  had: Map<string, string>;
};

const uploadsMarker = "/wp-content/uploads/";

/** Private, loopback and link-local addresses: an export's picture never makes the server call into its own network. */
function isRefusedHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".internal")) return true;
  if (isIP(host) === 4)
    return /^(0|10|127|169\.254|172\.(1[6-9]|2\d|3[01])|192\.168|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7]))\./.test(host);
  if (isIP(host) === 6) return host === "::1" || host === "::" || /^(fc|fd|fe80|::ffff:)/.test(host);
  return false;
}

async function readLocal(uploadsDir: string, address: URL): Promise<Buffer | string> {
  const at = decodeURIComponent(address.pathname).indexOf(uploadsMarker);
  const relative = decodeURIComponent(address.pathname).slice(at + uploadsMarker.length);
  const file = path.resolve(uploadsDir, relative);
  if (!file.startsWith(path.resolve(uploadsDir) + path.sep)) return why.refused;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return why.notFound;
  if (info.size > limits.imageUploadMaxBytes) return why.tooLarge;
  return readFile(file);
}

async function fetchRemote(address: URL): Promise<Buffer | string> {
  if (!/^https?:$/.test(address.protocol) || isRefusedHost(address.hostname)) return why.refused;
  try {
    const response = await fetch(address, {
      signal: AbortSignal.timeout(wordpressImportLimits.pictureFetchMs),
      redirect: "follow",
    });
    if (!response.ok || !response.body) return why.failed(response.status);
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > limits.imageUploadMaxBytes) return why.tooLarge;
    const chunks: Buffer[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.length;
      if (size > limits.imageUploadMaxBytes) {
        await reader.cancel();
        return why.tooLarge;
      }
      chunks.push(Buffer.from(part.value));
    }
    return Buffer.concat(chunks);
  } catch (error) {
    return (error as Error).name === "TimeoutError" ? why.timeout : why.unreachable;
  }
}

async function storedUrl(db: Database, storage: MediaStorage, mediaId: number): Promise<string | null> {
  const [row] = await db
    .select({ key: mediaFiles.storageKey, variants: mediaFiles.variants })
    .from(mediaFiles)
    .where(eq(mediaFiles.id, mediaId));
  const largest = row?.variants?.at(-1);
  return row && largest ? storage.urlFor(`${row.key}-${largest}.webp`) : null;
}

/**
 * The picture at `source` stored as an upload is (WebP variants), once per address and site: a
 * second import, or a second article showing it, uses the same file. Read from the local uploads
 * folder when given and the address is under `wp-content/uploads`, else fetched (bounded time
 * and size, never from a private address).
 */
export async function importPicture(options: PictureOptions, source: string): Promise<PictureResult> {
  const had = options.had.get(source);
  if (had) return { url: had, fresh: false };
  const knownId = options.known.get(source);
  if (knownId) {
    const url = options.dryRun ? source : await storedUrl(options.db, options.storage, knownId);
    if (url) {
      options.had.set(source, url);
      return { url, fresh: false };
    }
  }
  let address: URL;
  try {
    address = new URL(source);
  } catch {
    return { missing: why.refused };
  }
  const local = options.uploadsDir !== undefined && decodeURIComponent(address.pathname).includes(uploadsMarker);
  if (options.dryRun) {
    const relative = decodeURIComponent(address.pathname).split(uploadsMarker)[1] ?? "";
    const found = local ? await stat(path.resolve(options.uploadsDir!, relative)).catch(() => null) : null;
    if (local && !found?.isFile()) return { missing: why.notFound };
    options.had.set(source, source);
    return { url: source, fresh: true };
  }
  const data = local ? await readLocal(options.uploadsDir!, address) : await fetchRemote(address);
  if (typeof data === "string") return { missing: data };
  try {
    const stored = await storeImage(options.db, options.storage, data, {
      now: options.now(),
      originalName: path.basename(address.pathname).slice(0, 200),
    });
    await markImported(options.db, options.site, "picture", source, stored.id);
    options.known.set(source, stored.id);
    options.had.set(source, stored.url);
    return { url: stored.url, fresh: true };
  } catch {
    return { missing: why.notImage };
  }
}
