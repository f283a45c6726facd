import { mkdir } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { startBackgroundTask } from "#server/background/background-task.ts";
import { mediaUrlPrefix, type MediaStorage } from "./storage.ts";

/** An upload's file is written within the request's time: a partial file older than this was cut off. */
const abandonedAfterMs = 5 * 60_000;
const sweepEveryMs = 10 * 60_000;

/**
 * Serves stored media with range requests; names are random and never reused, so cache for a
 * year. Partial files that a killed process left behind are removed at start and every 10 minutes
 * (only those past any upload's time, as another process may be writing its own).
 */
export async function registerMediaFiles(app: FastifyInstance, storage: MediaStorage) {
  await mkdir(storage.localRoot, { recursive: true });
  const sweep = startBackgroundTask({
    intervalMs: sweepEveryMs,
    run: async () => {
      const removed = await storage.removeAbandoned(abandonedAfterMs);
      if (removed > 0) app.log.warn({ files: removed }, "removed partial uploads left by a stopped process");
    },
    onError: (error) => app.log.error({ err: error }, "sweeping partial uploads failed"),
  });
  app.addHook("onClose", () => sweep.close());
  await app.register(fastifyStatic, {
    root: storage.localRoot,
    prefix: mediaUrlPrefix,
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    acceptRanges: true,
    immutable: true,
    maxAge: "365d",
    allowedPath: (pathName) => !pathName.endsWith(".partial"),
  });
}
