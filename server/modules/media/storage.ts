import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** What `/media/…` answers need of a stored file, whatever keeps it. */
export type StoredFile = {
  size: number;
  /** A quoted entity tag, weak (`W/"…"`) or strong, for If-None-Match and If-Range. */
  etag: string;
  lastModified: Date;
};

/**
 * Where uploaded files live: local disk by default (storage.ts), or an S3-compatible bucket
 * (s3-storage.ts); which one is the configuration's (config.ts, open-storage.ts). Keys are relative
 * paths such as `images/2026/11/ab12…-1200.webp`. The database keeps `urlFor(key)`, an address of
 * this server that does not depend on where the file is (docs/decisions/0127).
 */
export type MediaStorage = {
  /** For logs and messages: the folder, or `s3://bucket/prefix`. */
  readonly description: string;
  /**
   * Writes a whole file, a stream without ever holding it whole in memory; a failed or broken-off
   * write leaves nothing behind. An error of the stream itself is thrown as it is; a store that
   * fails throws 503 `media_store_unavailable` (mediaStoreUnavailable) and keeps what it had.
   */
  put(key: string, data: Buffer | Readable): Promise<void>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A stored file's size in bytes, or null when there is no such file (an RSS enclosure's length). */
  sizeOf(key: string): Promise<number | null>;
  /** A stored file's size, entity tag and time, or null when there is none. */
  stat(key: string): Promise<StoredFile | null>;
  /** The file's bytes from `range.start` to `range.end` (inclusive), or all of them, as they stream in. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /**
   * Removes what writes cut off by a killed process left behind, last written before
   * `writtenBefore` (files still being written are younger): partial files on disk, incomplete
   * multipart uploads in a bucket; answers how many. The caller says the moment by the app's clock.
   */
  removeAbandoned(writtenBefore: Date): Promise<number>;
  /** Proves at start that the store can be used, or throws an error whose message says why not. */
  check(): Promise<void>;
  /** The address content keeps for a key: `/media/<key>`, served or redirected by this server. */
  urlFor(key: string): string;
  /** Lets go of connections (the app's close). */
  close(): void;
};

export const mediaUrlPrefix = "/media/";
/** A file being written: renamed to its key once whole. */
const partialSuffix = ".partial";

/** The media types of the files the portal stores, by their key's extension (what `/media/…` and the bucket answer). */
const contentTypes: Readonly<Record<string, string>> = {
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  mp4: "video/mp4",
  webm: "video/webm",
  ogg: "video/ogg",
  ogv: "video/ogg",
};

/** A key's media type, from its extension; anything else is served as bytes to download. */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return contentTypes[extension] ?? "application/octet-stream";
}

/** Names are random and never reused: a stored file never changes, so it is cached for a year. */
export const mediaCacheControl = "public, max-age=31536000, immutable";

/**
 * A key this storage may hold and serve: relative, without empty, `.` or `..` segments or hidden
 * names (a segment starting with a dot), and not a file being written.
 */
export function isMediaKey(key: string): boolean {
  if (key === "" || key.length > 1024 || key.endsWith(partialSuffix) || key.includes("\\") || key.includes("\0"))
    return false;
  return key.split("/").every((segment) => segment !== "" && !segment.startsWith("."));
}

export function createLocalStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`media key escapes the storage root: ${key}`);
    return full;
  };
  const statOf = async (key: string) => {
    try {
      const info = await stat(resolve(key));
      return info.isFile() ? info : null;
    } catch {
      return null;
    }
  };
  return {
    description: root,
    urlFor: (key) => mediaUrlPrefix + key,
    async check() {
      await mkdir(root, { recursive: true });
    },
    close() {},
    async put(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = target + partialSuffix;
      try {
        await pipeline(
          typeof (data as Readable).pipe === "function" ? (data as Readable) : [data],
          createWriteStream(partial),
        );
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async removeAbandoned(writtenBefore) {
      const before = writtenBefore.getTime();
      let removed = 0;
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith(partialSuffix)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const info = await stat(file).catch(() => null);
        if (info && info.mtimeMs < before) {
          await rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
    async exists(key) {
      return (await statOf(key)) !== null;
    },
    async sizeOf(key) {
      return (await statOf(key))?.size ?? null;
    },
    async stat(key) {
      const info = await statOf(key);
      if (!info) return null;
      // The entity tag @fastify/send gave these files before (size and time in hexadecimal), so that
      // what browsers and caches hold stays valid.
      return {
        size: info.size,
        etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
        lastModified: info.mtime,
      };
    },
    async read(key, range) {
      const stream = createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
      // Opened before it is handed over, so that a file removed meanwhile fails here, not mid-answer.
      await new Promise<void>((done, fail) => {
        stream.once("open", () => done());
        stream.once("error", fail);
      });
      return stream;
    },
  };
}
