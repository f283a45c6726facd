import { deflateSync, crc32 } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageLimits } from "#common/limits.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

/**
 * Pictures can't take the server's memory (issue 30, point 6): a picture whose header claims more
 * pixels, a longer side or more frames than imageLimits is refused before it is decoded, with the
 * reason in Bulgarian; only an animated picture's first frame is decoded; and one process decodes
 * `imageLimits.concurrent` pictures at once with a few waiting, refusing the rest at once with
 * 503 and Retry-After. On the code before, 24 such uploads at once peaked at 1.7 GB and all were
 * decoded at once. (Resident memory itself is measured by scripts/bench/upload-memory.ts.)
 */

let t: TestApp;
let writer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  writer = await t.createStaff();
  admin = await t.createStaff({ role: "Admin" });
}, 60_000);
afterAll(() => t.close());

function upload(data: Buffer, filename: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)]), filename);
  return t.injectAs(writer, { method: "POST", url: "/api/upload-media", payload: form });
}

/** A PNG of a few hundred bytes whose header claims `width` × `height` pixels. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#c33" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
async function animatedWebp(frames: number, size: number): Promise<Buffer> {
  const raw = Buffer.alloc(size * size * frames * 3);
  for (let f = 0; f < frames; f++) raw.fill((f * 37) % 256, f * size * size * 3, (f + 1) * size * size * 3);
  return sharp(raw, { raw: { width: size, height: size * frames, channels: 3, pageHeight: size } })
    .webp({ quality: 50, loop: 0 })
    .toBuffer();
}

const expectTooLarge = (res: { statusCode: number; json(): { error: string; code: string } }) => {
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject({
    code: "image_too_large",
    error: expect.stringMatching(/^Изображението е твърде голямо за обработка/),
  });
};

describe("image uploads", () => {
  it("refuses a decompression bomb, a side past the limit and too many frames before decoding, in Bulgarian", async () => {
    expectTooLarge(await upload(pngClaiming(100_000, 100_000), "bomb.png"));
    // 48 megapixels (under the pixel limit) on a 40 000-pixel side: the shape that took the most memory.
    expectTooLarge(await upload(await solidPng(40_000, 1_200), "wide.png"));
    expectTooLarge(await upload(await animatedWebp(imageLimits.maxFrames + 1, 16), "frames.webp"));
    // The profile picture too.
    const form = new FormData();
    form.append("journalist_id", String(writer.user.id));
    form.append("file", new Blob([new Uint8Array(pngClaiming(100_000, 100_000))]), "bomb.png");
    expectTooLarge(
      await t.injectAs(admin, { method: "POST", url: "/api/admin/journalist-profile-picture", payload: form }),
    );
  }, 120_000);

  it("decodes only the first frame of an animated picture", async () => {
    const res = await upload(await animatedWebp(40, 600), "anim.webp");
    expect(res.statusCode).toBe(201);
    const stored = await t.app.inject({ url: res.json().url });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ width: 600, height: 600 });
    expect(meta.pages ?? 1).toBe(1);
  }, 120_000);

  it("decodes one picture at a time, lets a few wait, and refuses the rest at once with 503 and Retry-After", async () => {
    const heavy = await solidPng(7_000, 7_000);
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, t.app.imageQueue.load.running)), 2);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => upload(heavy, `heavy-${i}.png`)));
    clearInterval(watch);
    const refused = answers.filter((a) => a.statusCode === 503);
    const stored = answers.filter((a) => a.statusCode === 201);
    expect(stored.length + refused.length).toBe(12);
    expect(stored.length).toBeGreaterThanOrEqual(imageLimits.concurrent + imageLimits.waiting);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json()).toMatchObject({
      code: "busy",
      error: expect.stringMatching(/^Сървърът обработва други изображения/),
    });
    expect(Number(refused[0]!.headers["retry-after"])).toBe(imageLimits.retryAfterSeconds);
    expect(most).toBe(imageLimits.concurrent);
    expect(t.app.imageQueue.load).toEqual({ running: 0, waiting: 0 });
    // Once they are done, a new upload is taken again.
    expect((await upload(await solidPng(800, 600), "after.png")).statusCode).toBe(201);
  }, 180_000);
});
