import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Where uploaded files live. Local disk by default; an S3-compatible store can implement the
 * same four calls (docs/SCALING.md). Keys are relative paths such as `images/ab12….webp`.
 */
export type MediaStorage = {
  /** Writes a whole file; a failed or broken-off write leaves nothing behind. */
  put(key: string, data: Buffer | Readable): Promise<void>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A stored file's size in bytes, or null when there is no such file (an RSS enclosure's length). */
  sizeOf(key: string): Promise<number | null>;
  /**
   * Removes what writes cut off by a killed process left behind (files still being written are
   * younger than `olderThanMs`); answers how many.
   */
  removeAbandoned(olderThanMs: number): Promise<number>;
  /** The folder the files are served from, for local storage. */
  readonly localRoot: string;
  /** Public URL path of a key. */
  urlFor(key: string): string;
};

export const mediaUrlPrefix = "/media/";
/** A file being written: renamed to its key once whole. */
const partialSuffix = ".partial";

export function createLocalStorage(root: string): MediaStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`media key escapes the storage root: ${key}`);
    return full;
  };
  return {
    localRoot: root,
    urlFor: (key) => mediaUrlPrefix + key,
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
    async removeAbandoned(olderThanMs) {
      // Compared with the files' modification times, which the machine's clock wrote: not the app's.
      const before = Date.now() - olderThanMs;
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
      try {
        return (await stat(resolve(key))).isFile();
      } catch {
        return false;
      }
    },
    async sizeOf(key) {
      try {
        const info = await stat(resolve(key));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },
  };
}
