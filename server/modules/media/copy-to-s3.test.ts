import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStoreRelay, createTestBucket, keysIn, s3Endpoint, type TestBucket } from "#tests/helpers/s3.ts";
import { copyUploadsToStorage } from "./copy-to-s3.ts";
import { createS3Client, createS3Storage, multipartPartBytes } from "./s3-storage.ts";

const files: Record<string, Buffer> = {
  "images/2026/11/a-400.webp": Buffer.from("a small picture"),
  "images/2026/11/a-1200.webp": Buffer.alloc(70_000, 3),
  "avatars/b.webp": Buffer.from("avatar"),
  // Larger than a part: goes up in parts, and is verified by the parts' checksum.
  "videos/2026/11/c.mp4": Buffer.from(Array.from({ length: multipartPartBytes + 123_456 }, (_, i) => i % 249)),
};

describe.skipIf(!s3Endpoint)("npm run media:copy-to-s3", () => {
  let root: string;
  let bucket: TestBucket;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), "hronika-copy-"));
    for (const [key, data] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, key)), { recursive: true });
      await writeFile(path.join(root, key), data);
    }
    // Not files of the site: a write cut off, a hidden file.
    await writeFile(path.join(root, "images/2026/11/d-400.webp.partial"), "cut off");
    await writeFile(path.join(root, ".DS_Store"), "x");
    bucket = await createTestBucket("site");
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
    await bucket?.drop();
  });

  it("copies every file under its key and verifies it; a second run copies nothing; a changed copy is replaced", async () => {
    const first = await copyUploadsToStorage({ root, storage: bucket.storage });
    expect(first).toMatchObject({ files: 4, copied: 4, skipped: 0, failed: [] });
    expect(first.bytesCopied).toBe(Object.values(files).reduce((sum, data) => sum + data.length, 0));
    expect(await keysIn(bucket.client, bucket.config.bucket)).toEqual(
      Object.keys(files)
        .map((key) => `site/${key}`)
        .sort(),
    );
    for (const [key, data] of Object.entries(files))
      expect((await buffer(await bucket.storage.read(key))).equals(data), key).toBe(true);

    expect(await copyUploadsToStorage({ root, storage: bucket.storage })).toMatchObject({
      copied: 0,
      skipped: 4,
      failed: [],
    });

    // A copy in the bucket that is not the file (same size, other bytes): copied again.
    await bucket.client.send(
      new PutObjectCommand({ Bucket: bucket.config.bucket, Key: "site/avatars/b.webp", Body: "AVATAR" }),
    );
    expect(await copyUploadsToStorage({ root, storage: bucket.storage })).toMatchObject({ copied: 1, skipped: 3 });
    expect((await buffer(await bucket.storage.read("avatars/b.webp"))).toString()).toBe("avatar");
  }, 60_000);

  it("reports each file it could not copy, for the run that retries them", async () => {
    const relay = await createStoreRelay(s3Endpoint!);
    const config = { ...bucket.config, prefix: "elsewhere/", endpoint: relay.endpoint };
    const storage = createS3Storage(config, createS3Client(config));
    try {
      await relay.cut();
      const report = await copyUploadsToStorage({ root, storage });
      expect(report).toMatchObject({ files: 4, copied: 0, skipped: 0 });
      expect(report.failed.map((f) => f.key).sort()).toEqual(Object.keys(files).sort());
      await relay.mend();
      expect(await copyUploadsToStorage({ root, storage })).toMatchObject({ copied: 4, failed: [] });
    } finally {
      storage.close();
      await relay.close();
    }
  }, 60_000);
});
