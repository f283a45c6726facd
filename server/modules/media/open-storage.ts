import { ConfigError, type MediaStorageConfig } from "#server/config.ts";
import { createLocalStorage, type MediaStorage } from "./storage.ts";

/**
 * The storage a configuration names (MEDIA_STORAGE): the uploads folder, or a bucket. The AWS SDK
 * is loaded only for a bucket: a server on its folder does not carry it in memory.
 */
export async function createMediaStorage(config: MediaStorageConfig): Promise<MediaStorage> {
  if (config.kind === "local") return createLocalStorage(config.root);
  const { createS3Storage } = await import("./s3-storage.ts");
  return createS3Storage(config);
}

/**
 * The configured storage, proved usable: a missing bucket, refused keys or a store that can't be
 * reached stop the start with a ConfigError that says which (issue 34), before anything is served.
 */
export async function openMediaStorage(config: MediaStorageConfig): Promise<MediaStorage> {
  const storage = await createMediaStorage(config);
  try {
    await storage.check();
  } catch (error) {
    storage.close();
    throw new ConfigError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  return storage;
}
