import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { mediaFiles } from "#server/db/schema.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaUrlPrefix } from "./storage.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

let t: TestApp;
let journalist: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  journalist = await t.createStaff();
});
afterAll(() => t.close());

function upload(who: TestUser | null, data: Buffer, filename: string, type?: string) {
  const form = new FormData();
  if (type) form.append("type", type);
  form.append("file", new Blob([new Uint8Array(data)]), filename);
  return t.injectAs(who, { method: "POST", url: "/api/upload-media", payload: form });
}

/** A minimal ISO BMFF (MP4) header, enough for sniffing: ftyp box with brand isom. */
function mp4Bytes(size: number): Buffer {
  const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
  return Buffer.concat([ftyp, Buffer.alloc(size - ftyp.length, 7)]);
}

describe("POST /api/upload-media", () => {
  it("turns a 4000 px PNG into WebP variants no wider than 1200, the URL serving the 1200 one", async () => {
    const png = await sharp({ create: { width: 4000, height: 2000, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const res = await upload(journalist, png, "photo.png");
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/media\/images\/\d{4}\/\d{2}\/[0-9a-f]{24}-1200\.webp$/);
    for (const width of [400, 800, 1200]) {
      const file = await t.app.inject({ url: url.replace("-1200.webp", `-${width}.webp`) });
      expect(file.statusCode).toBe(200);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(width);
    }
  });

  it("never upscales a small image, and strips its metadata", async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3c3" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "secret camera owner" } } })
      .toBuffer();
    const { url } = (await upload(journalist, jpeg, "small.jpg")).json();
    const file = await t.app.inject({ url });
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta.width).toBe(300);
    expect(meta.exif).toBeUndefined();
  });

  it("refuses a text file named .png with 415, and leaves nothing stored", async () => {
    const before = await t.db.$count(mediaFiles);
    const res = await upload(journalist, Buffer.from("not an image at all, just text"), "fake.png");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: "unsupported media type", code: "unsupported_media_type" });
    expect(await t.db.$count(mediaFiles)).toBe(before);
    // An earlier test's picture may be having its social crop written by a durable job right now
    // (its own `.partial` until it is whole): the check is of what this refusal left behind.
    await t.app.jobs.runNow();
    const stored = await readdir(path.join(t.config.dataDir, "uploads"), { recursive: true });
    expect(stored.filter((f) => f.endsWith(".partial"))).toEqual([]);
  });

  it("stores a video as it is and serves it with range requests", async () => {
    const video = mp4Bytes(64 * 1024);
    const res = await upload(journalist, video, "clip.mp4", "video");
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(/^\/media\/videos\/.+\.mp4$/);
    const whole = await t.app.inject({ url });
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await t.app.inject({ url, headers: { range: "bytes=0-99" } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
  });

  it("answers 413 for an image over 10 MB", async () => {
    const head = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#333" } })
      .png()
      .toBuffer();
    const res = await upload(journalist, Buffer.concat([head, Buffer.alloc(10 * 1024 * 1024)]), "huge.png");
    expect(res.statusCode).toBe(413);
  });

  it("needs a signed-in staff account, checked before the upload is read", async () => {
    const res = await upload(null, Buffer.from("x"), "a.png");
    expect(res.statusCode).toBe(401);
  });

  it("keeps every stored name under the media prefix", async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#00f" } })
      .png()
      .toBuffer();
    const { url } = (await upload(journalist, png, "../../etc/passwd.png")).json();
    expect(url.startsWith(mediaUrlPrefix)).toBe(true);
    expect(url).not.toContain("passwd");
  });
});
