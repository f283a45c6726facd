import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverErrors } from "#common/messages/server-errors.ts";
import { mediaFiles } from "#server/db/schema.ts";
import { createStoreRelay, createTestBucket, keysIn, s3Endpoint, type TestBucket } from "#tests/helpers/s3.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { createS3Client, createS3Storage } from "./s3-storage.ts";
import type { MediaStorage } from "./storage.ts";

function upload(t: TestApp, who: TestUser, data: Buffer, filename: string, type?: string) {
  const form = new FormData();
  if (type) form.append("type", type);
  form.append("file", new Blob([new Uint8Array(data)]), filename);
  return t.injectAs(who, { method: "POST", url: "/api/upload-media", payload: form });
}

/** A minimal ISO BMFF (MP4) header, enough for sniffing, then `size` bytes in all. */
function mp4Bytes(size: number): Buffer {
  const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
  return Buffer.concat([ftyp, Buffer.from(Array.from({ length: size - ftyp.length }, (_, i) => i % 251))]);
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#36c" } })
    .png()
    .toBuffer();

/**
 * `/media/…` answers alike whatever keeps the files (issue 34): the uploads folder as before, and
 * a bucket of the test store when the environment names one (tests/helpers/s3.ts).
 */
const kinds = [
  { name: "the uploads folder", skip: false, bucket: false },
  { name: "an S3 bucket", skip: !s3Endpoint, bucket: true },
];

describe.each(kinds)("media served from $name", ({ skip, bucket: inBucket }) => {
  let t: TestApp;
  let journalist: TestUser;
  let bucket: TestBucket | undefined;
  beforeAll(async () => {
    if (skip) return;
    bucket = inBucket ? await createTestBucket("site") : undefined;
    t = await createTestApp({}, undefined, bucket ? { media: bucket.storage } : {});
    journalist = await t.createStaff();
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.drop();
  });

  it.skipIf(skip)("stores an upload's every variant there, and serves each with the headers of before", async () => {
    const res = await upload(t, journalist, await png(1600, 900), "photo.png");
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/media\/images\/\d{4}\/\d{2}\/[0-9a-f]{24}-1200\.webp$/);
    if (bucket) {
      const base = url.slice("/media/".length, -"-1200.webp".length);
      expect(await keysIn(bucket.client, bucket.config.bucket)).toEqual(
        [400, 800, 1200].map((width) => `site/${base}-${width}.webp`).sort(),
      );
    }
    for (const width of [400, 800, 1200]) {
      const file = await t.app.inject({ url: url.replace("-1200.webp", `-${width}.webp`) });
      expect(file.statusCode).toBe(200);
      expect((await sharp(file.rawPayload).metadata()).width).toBe(width);
      expect(file.headers).toMatchObject({
        "content-type": "image/webp",
        "cache-control": "public, max-age=31536000, immutable",
        "accept-ranges": "bytes",
        "x-content-type-options": "nosniff",
        "content-length": String(file.rawPayload.length),
      });
      expect(file.headers.etag).toMatch(/^(W\/)?".+"$/);
      expect(Date.parse(String(file.headers["last-modified"]))).not.toBeNaN();
    }
  });

  it.skipIf(skip)("answers 304 to a browser's copy, by tag or by time, and HEAD without the bytes", async () => {
    const { url } = (await upload(t, journalist, await png(300, 200), "small.png")).json<{ url: string }>();
    const first = await t.app.inject({ url });
    const byTag = await t.app.inject({ url, headers: { "if-none-match": String(first.headers.etag) } });
    expect([byTag.statusCode, byTag.rawPayload.length]).toEqual([304, 0]);
    expect(byTag.headers.etag).toBe(first.headers.etag);
    const byTime = await t.app.inject({
      url,
      headers: { "if-modified-since": String(first.headers["last-modified"]) },
    });
    expect(byTime.statusCode).toBe(304);
    const otherTag = await t.app.inject({ url, headers: { "if-none-match": '"other"' } });
    expect(otherTag.statusCode).toBe(200);
    const head = await t.app.inject({ method: "HEAD", url });
    expect([head.statusCode, head.rawPayload.length, head.headers["content-length"]]).toEqual([
      200,
      0,
      first.headers["content-length"],
    ]);
  });

  it.skipIf(skip)("serves a video by ranges: 206 with Content-Range, 416 past its end, whole for others", async () => {
    const video = mp4Bytes(200 * 1024);
    const res = await upload(t, journalist, video, "clip.mp4", "video");
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    const whole = await t.app.inject({ url });
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await t.app.inject({ url, headers: { range: "bytes=1000-1999" } });
    expect([part.statusCode, part.headers["content-range"], part.headers["content-length"]]).toEqual([
      206,
      `bytes 1000-1999/${video.length}`,
      "1000",
    ]);
    expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);
    const tail = await t.app.inject({ url, headers: { range: "bytes=-100" } });
    expect(tail.rawPayload.equals(video.subarray(-100))).toBe(true);
    const open = await t.app.inject({ url, headers: { range: `bytes=${video.length - 10}-` } });
    expect(open.headers["content-range"]).toBe(`bytes ${video.length - 10}-${video.length - 1}/${video.length}`);
    const past = await t.app.inject({ url, headers: { range: `bytes=${video.length}-` } });
    expect([past.statusCode, past.headers["content-range"]]).toEqual([416, `bytes */${video.length}`]);
    for (const range of ["bytes=0-1,5-6", "pages=1", "bytes=9-2"]) {
      const other = await t.app.inject({ url, headers: { range } });
      expect([other.statusCode, other.rawPayload.length], range).toEqual([200, video.length]);
    }
    const stale = await t.app.inject({ url, headers: { range: "bytes=0-1", "if-range": '"stale"' } });
    expect(stale.statusCode).toBe(200);
  });

  it.skipIf(skip)("answers 404, never 500, for what it does not serve", async () => {
    for (const url of [
      "/media/images/none-400.webp",
      "/media/images/",
      "/media/images",
      "/media/../package.json",
      "/media/%2e%2e/package.json",
      "/media/.hidden",
      "/media/images/a-400.webp.partial",
      "/media/%E0%A4%A",
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe.skipIf(!s3Endpoint)("a bucket that fails while the server runs", () => {
  let t: TestApp;
  let journalist: TestUser;
  let bucket: TestBucket;
  let relay: Awaited<ReturnType<typeof createStoreRelay>>;
  let storage: MediaStorage;
  beforeAll(async () => {
    bucket = await createTestBucket("site");
    relay = await createStoreRelay(s3Endpoint!);
    const config = { ...bucket.config, endpoint: relay.endpoint };
    storage = createS3Storage(config, createS3Client(config));
    t = await createTestApp({}, undefined, { media: storage });
    journalist = await t.createStaff();
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
    await bucket?.drop();
  });

  it("answers an upload 503 in Bulgarian, stores nothing of it, and loses nothing stored before", async () => {
    const before = await upload(t, journalist, await png(500, 300), "before.png");
    expect(before.statusCode).toBe(201);
    const rows = await t.db.$count(mediaFiles);
    await relay.cut();
    for (const [data, name, type] of [
      [await png(500, 300), "during.png", undefined],
      [mp4Bytes(64 * 1024), "during.mp4", "video"],
    ] as const) {
      const res = await upload(t, journalist, data, name, type);
      expect(res.statusCode, name).toBe(503);
      expect(res.json()).toEqual({ error: serverErrors.mediaStoreUnavailable, code: "media_store_unavailable" });
    }
    expect(await t.db.$count(mediaFiles)).toBe(rows);
    // Reading a file meanwhile: 503 as well, not 500 or 404.
    expect((await t.app.inject({ url: before.json<{ url: string }>().url })).statusCode).toBe(503);
    await relay.mend();
    const kept = await t.app.inject({ url: before.json<{ url: string }>().url });
    expect(kept.statusCode).toBe(200);
    expect((await sharp(kept.rawPayload).metadata()).width).toBe(500);
    expect((await keysIn(bucket.client, bucket.config.bucket)).length).toBe(3);
  });
});

describe("MEDIA_PUBLIC_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MEDIA_PUBLIC_URL: "https://cdn.example.bg/hronika" });
  });
  afterAll(() => t?.close());

  it("sends /media/… there, the content keeping its addresses of this server", async () => {
    const journalist = await t.createStaff();
    const { url } = (await upload(t, journalist, await png(100, 100), "a.png")).json<{ url: string }>();
    expect(url).toMatch(/^\/media\/images\//);
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://cdn.example.bg/hronika/${url.slice("/media/".length)}`);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect((await t.app.inject({ url: "/media/../x" })).statusCode).toBe(404);
  });
});
