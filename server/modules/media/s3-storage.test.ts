import { createHash } from "node:crypto";
import net from "node:net";
import { Readable } from "node:stream";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "#server/config.ts";
import { HttpError } from "#server/http/errors.ts";
import {
  createStoreRelay,
  createTestBucket,
  keysIn,
  s3Endpoint,
  s3TestConfig,
  type TestBucket,
} from "#tests/helpers/s3.ts";
import { openMediaStorage } from "./open-storage.ts";
import { createS3Client, createS3Storage, multipartPartBytes } from "./s3-storage.ts";

const MiB = 1024 * 1024;

/** A port on which nothing listens (taken and given back). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("the check at start", () => {
  it("names an unreachable store, and the variable to look at", async () => {
    const port = await closedPort();
    const config = s3TestConfig("media", "", {
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
      AWS_ACCESS_KEY_ID: "key",
      AWS_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    const error = await openMediaStorage(config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      new RegExp(`^MEDIA_STORAGE=s3://media/ at http://127.0.0.1:${port}: the store cannot be reached \\(ECONNREFUSED`),
    );
    expect((error as Error).message).toContain("Check AWS_ENDPOINT_URL_S3");
  });

  describe.skipIf(!s3Endpoint)("against the test store", () => {
    let bucket: TestBucket;
    beforeAll(async () => {
      bucket = await createTestBucket("");
    });
    afterAll(() => bucket?.drop());

    it("passes for a bucket it may write, and leaves nothing in it", async () => {
      const storage = await openMediaStorage(bucket.config);
      storage.close();
      expect(await keysIn(bucket.client, bucket.config.bucket)).toEqual([]);
    });

    it("names a bucket that does not exist", async () => {
      const error = await openMediaStorage({ ...bucket.config, bucket: "hronika-no-such-bucket" }).then(
        () => null,
        (e: unknown) => e as Error,
      );
      expect(error).toBeInstanceOf(ConfigError);
      expect(error?.message).toContain('there is no bucket "hronika-no-such-bucket" (NotFound 404)');
    });

    it("names refused keys: a wrong secret, an unknown key", async () => {
      for (const credentials of [
        { accessKeyId: bucket.config.credentials!.accessKeyId, secretAccessKey: "wrong" },
        { accessKeyId: "nobody:here", secretAccessKey: "wrong" },
      ]) {
        const error = await openMediaStorage({ ...bucket.config, credentials }).then(
          () => null,
          (e: unknown) => e as Error,
        );
        expect(error).toBeInstanceOf(ConfigError);
        expect(error?.message).toMatch(/: access denied \(.*403\)\. Check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/);
      }
    });
  });
});

describe.skipIf(!s3Endpoint)("S3 media storage, large and failing", () => {
  let bucket: TestBucket;
  beforeAll(async () => {
    bucket = await createTestBucket("site");
  });
  afterAll(() => bucket?.drop());

  it("streams a large video up in parts, never reading far ahead of what the store received", async () => {
    // Through a relay that counts what reaches the store: what was read from the upload and not
    // yet sent is what the server holds of it, whatever the garbage collector has not freed yet.
    const relay = await createStoreRelay(s3Endpoint!);
    const config = { ...bucket.config, endpoint: relay.endpoint };
    const storage = createS3Storage(config, createS3Client(config));
    const size = 48 * MiB;
    const sent = createHash("md5");
    let produced = 0;
    let aheadMost = 0;
    // Made as it is read: the test itself never holds the file either.
    const source = new Readable({
      read() {
        aheadMost = Math.max(aheadMost, produced - relay.forwarded);
        if (produced >= size) return void this.push(null);
        const chunk = Buffer.alloc(Math.min(256 * 1024, size - produced), produced % 251);
        produced += chunk.length;
        sent.update(chunk);
        this.push(chunk);
      },
    });
    try {
      await storage.put("videos/2026/11/big.mp4", source);
      const head = await bucket.client.send(
        new HeadObjectCommand({ Bucket: bucket.config.bucket, Key: "site/videos/2026/11/big.mp4" }),
      );
      expect(head.ContentLength).toBe(size);
      expect(head.ETag).toMatch(new RegExp(`-${Math.ceil(size / multipartPartBytes)}"$`));
      // Read back whole, as it streams.
      const back = createHash("md5");
      for await (const chunk of await storage.read("videos/2026/11/big.mp4")) back.update(chunk as Buffer);
      expect(back.digest("hex")).toBe(sent.digest("hex"));
    } finally {
      storage.close();
      await relay.close();
    }
    // The parts being sent and the one being filled (5 MiB each), and the stream's buffer: a
    // fraction of the 48 MiB.
    expect(aheadMost).toBeLessThan(4 * multipartPartBytes);
  }, 120_000);

  it("answers 503 in Bulgarian when the store fails, keeping what it had and leaving no part behind", async () => {
    const relay = await createStoreRelay(s3Endpoint!);
    const config = { ...bucket.config, endpoint: relay.endpoint };
    const storage = createS3Storage(config, createS3Client(config));
    try {
      await storage.put("images/kept-400.webp", Buffer.from("kept"));
      await relay.cut();
      for (const data of [Buffer.from("lost"), Readable.from([Buffer.alloc(6 * MiB, 1), Buffer.alloc(MiB, 2)])]) {
        const error = await storage.put("images/lost-400.webp", data).catch((e: unknown) => e as HttpError);
        expect(error).toBeInstanceOf(HttpError);
        expect([error?.statusCode, error?.code]).toEqual([503, "media_store_unavailable"]);
        expect(error?.message).toMatch(/хранилището за файлове не отговаря/);
      }
      await expect(storage.exists("images/kept-400.webp")).rejects.toMatchObject({ statusCode: 503 });
      await relay.mend();
      expect(await storage.exists("images/kept-400.webp")).toBe(true);
      expect(await storage.exists("images/lost-400.webp")).toBe(false);
      // A store that fails between the parts of a video: the upload is taken back.
      let sentBytes = 0;
      const video = new Readable({
        read() {
          sentBytes += MiB;
          if (sentBytes === 7 * MiB) void relay.cut();
          this.push(sentBytes > 12 * MiB ? null : Buffer.alloc(MiB, 3));
        },
      });
      await expect(storage.put("videos/cut.mp4", video)).rejects.toMatchObject({ statusCode: 503 });
      await relay.mend();
      expect(await storage.exists("videos/cut.mp4")).toBe(false);
    } finally {
      storage.close();
      await relay.close();
    }
  }, 60_000);
});
