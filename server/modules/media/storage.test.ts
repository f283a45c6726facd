import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import {
  CreateMultipartUploadCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "#server/http/errors.ts";
import { createTestBucket, keysIn, s3Endpoint, type TestBucket } from "#tests/helpers/s3.ts";
import { contentTypeOf, createLocalStorage, isMediaKey, type MediaStorage } from "./storage.ts";

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

const bytes = (length: number) => Buffer.from(Array.from({ length }, (_, i) => (i * 7) % 251));

/** A stream that sends `first` and then fails: an upload cut off, or past its size limit. */
function failingStream(first: Buffer, error: Error) {
  let sent = false;
  return new Readable({
    read() {
      if (sent) this.destroy(error);
      else {
        sent = true;
        this.push(first);
      }
    },
  });
}

/**
 * What every storage does alike (issue 34): the local folder, and an S3-compatible bucket when
 * the environment names one (tests/helpers/s3.ts; CI starts Swift's s3api for it).
 */
const kinds: { name: string; skip: boolean; open: () => Promise<{ storage: MediaStorage; close(): Promise<void> }> }[] =
  [
    {
      name: "local folder",
      skip: false,
      async open() {
        const root = await mkdtemp(path.join(tmpdir(), "hronika-media-"));
        return { storage: createLocalStorage(root), close: () => rm(root, { recursive: true, force: true }) };
      },
    },
    {
      name: "S3 bucket",
      skip: !s3Endpoint,
      async open() {
        const bucket = await createTestBucket();
        return { storage: bucket.storage, close: () => bucket.drop() };
      },
    },
  ];

describe.each(kinds)("media storage: $name", ({ skip, open }) => {
  let storage: MediaStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    if (skip) return;
    ({ storage, close } = await open());
    await storage.check();
  });
  afterAll(() => (skip ? undefined : close()));

  it.skipIf(skip)("stores a file, and tells its size, tag and time, whole and by a range of bytes", async () => {
    const data = bytes(10_000);
    await storage.put("images/2026/11/abc-400.webp", data);
    expect(await storage.exists("images/2026/11/abc-400.webp")).toBe(true);
    expect(await storage.sizeOf("images/2026/11/abc-400.webp")).toBe(10_000);
    const file = await storage.stat("images/2026/11/abc-400.webp");
    expect(file?.size).toBe(10_000);
    expect(file?.etag).toMatch(/^(W\/)?".+"$/);
    expect(file?.lastModified).toBeInstanceOf(Date);
    expect((await buffer(await storage.read("images/2026/11/abc-400.webp"))).equals(data)).toBe(true);
    const part = await buffer(await storage.read("images/2026/11/abc-400.webp", { start: 100, end: 199 }));
    expect(part.equals(data.subarray(100, 200))).toBe(true);
  });

  it.skipIf(skip)("says null and false for what it does not hold, and removes a file once and again", async () => {
    expect(await storage.stat("images/none.webp")).toBeNull();
    expect(await storage.sizeOf("images/none.webp")).toBeNull();
    expect(await storage.exists("images/none.webp")).toBe(false);
    // A "folder" is not a file.
    expect(await storage.exists("images")).toBe(false);
    await storage.put("videos/gone.mp4", bytes(10));
    await storage.remove("videos/gone.mp4");
    await storage.remove("videos/gone.mp4");
    expect(await storage.exists("videos/gone.mp4")).toBe(false);
  });

  it.skipIf(skip)("stores a stream as it arrives", async () => {
    const data = bytes(300_000);
    await storage.put("videos/2026/11/clip.mp4", Readable.from([data.subarray(0, 100_000), data.subarray(100_000)]));
    expect(await storage.sizeOf("videos/2026/11/clip.mp4")).toBe(300_000);
    expect((await buffer(await storage.read("videos/2026/11/clip.mp4"))).equals(data)).toBe(true);
  });

  it.skipIf(skip)("throws a stream's own failure as it is, and keeps nothing of it", async () => {
    const limit = new HttpError(413, "payload too large");
    await expect(storage.put("videos/2026/11/cut.mp4", failingStream(bytes(50_000), limit))).rejects.toBe(limit);
    expect(await storage.exists("videos/2026/11/cut.mp4")).toBe(false);
  });

  it.skipIf(skip)("refuses keys that leave its place, and finds nothing under them", async () => {
    for (const key of ["../escape.webp", "images/../../x.webp", "/abs.webp", ".hidden", "images/a.webp.partial"])
      expect(isMediaKey(key), key).toBe(false);
    await expect(storage.put("../escape.webp", bytes(1))).rejects.toThrow();
    expect(await storage.exists("../escape.webp")).toBe(false);
  });
});

describe("media types", () => {
  it("are the stored files' by their extension, bytes for anything else", () => {
    expect(contentTypeOf("images/a-400.webp")).toBe("image/webp");
    expect(contentTypeOf("videos/a.MP4")).toBe("video/mp4");
    expect(contentTypeOf("videos/a.ogg")).toBe("video/ogg");
    expect(contentTypeOf("files/a.svg")).toBe("application/octet-stream");
    expect(contentTypeOf("noextension")).toBe("application/octet-stream");
  });
});

describe("local media storage", () => {
  it("removes the partial files a killed process left, and none that may still be written", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "hronika-media-"));
    folders.push(root);
    await mkdir(path.join(root, "images"), { recursive: true });
    await mkdir(path.join(root, "videos"), { recursive: true });
    // Times of their own, never today's: the sweep compares what the app's clock says with them.
    const old = new Date("2026-03-29T00:30:00Z");
    const young = new Date("2026-03-29T01:30:00Z");
    for (const [file, isOld] of [
      ["images/a-1200.webp.partial", true],
      ["videos/b.mp4.partial", true],
      ["images/c-800.webp.partial", false],
      ["images/d-400.webp", true],
    ] as const) {
      await writeFile(path.join(root, file), "x");
      const time = isOld ? old : young;
      await utimes(path.join(root, file), time, time);
    }
    const storage = createLocalStorage(root);
    expect(await storage.removeAbandoned(new Date("2026-03-29T01:25:00Z"))).toBe(2);
    const left = (await readdir(root, { recursive: true })).filter((f) => f.includes(".")).sort();
    expect(left).toEqual([path.join("images", "c-800.webp.partial"), path.join("images", "d-400.webp")]);
  });

  it("is content with a storage folder that is not there yet", async () => {
    expect(
      await createLocalStorage(path.join(tmpdir(), "hronika-media-missing-folder")).removeAbandoned(new Date(0)),
    ).toBe(0);
  });
});

describe.skipIf(!s3Endpoint)("S3 media storage", () => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await createTestBucket("site");
  });
  afterAll(() => bucket?.drop());

  it("keeps every file under its prefix, with its media type and a year's cache", async () => {
    await bucket.storage.put("images/2026/11/k-800.webp", bytes(100));
    expect(await keysIn(bucket.client, bucket.config.bucket)).toContain("site/images/2026/11/k-800.webp");
    const head = await bucket.client.send(
      new HeadObjectCommand({ Bucket: bucket.config.bucket, Key: "site/images/2026/11/k-800.webp" }),
    );
    expect([head.ContentType, head.CacheControl]).toEqual(["image/webp", "public, max-age=31536000, immutable"]);
  });

  it("aborts the uploads in parts that nothing has reached for the age given, and no others", async () => {
    const Bucket = bucket.config.bucket;
    const outside = await bucket.client.send(new CreateMultipartUploadCommand({ Bucket, Key: "other/x.mp4" }));
    const started = await bucket.client.send(new CreateMultipartUploadCommand({ Bucket, Key: "site/videos/y.mp4" }));
    await bucket.client.send(
      new UploadPartCommand({
        Bucket,
        Key: "site/videos/y.mp4",
        UploadId: started.UploadId,
        PartNumber: 1,
        Body: bytes(10),
      }),
    );
    // The store dates the parts by its own clock, the machine's: the test's moments are taken from it.
    // Written within the hour, it may still be written to.
    expect(await bucket.storage.removeAbandoned(new Date(Date.now() - 60 * 60_000))).toBe(0);
    // Past any age (the store's clock has whole seconds): abandoned, and only under the prefix.
    expect(await bucket.storage.removeAbandoned(new Date(Date.now() + 2_000))).toBe(1);
    const left = await bucket.client.send(new ListMultipartUploadsCommand({ Bucket }));
    expect((left.Uploads ?? []).map((u) => u.UploadId)).toEqual([outside.UploadId]);
  });
});
