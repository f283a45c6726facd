import { mkdir } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { mediaUrlPrefix, type MediaStorage } from "./storage.ts";

/** Serves stored media with range requests; names are random and never reused, so cache for a year. */
export async function registerMediaFiles(app: FastifyInstance, storage: MediaStorage) {
  await mkdir(storage.localRoot, { recursive: true });
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
