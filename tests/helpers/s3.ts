import { randomBytes } from "node:crypto";
import net from "node:net";
import {
  AbortMultipartUploadCommand,
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type S3Client,
} from "@aws-sdk/client-s3";
import { loadConfig } from "#server/config.ts";
import { createS3Client, createS3Storage, type S3StorageConfig } from "#server/modules/media/s3-storage.ts";
import type { MediaStorage } from "#server/modules/media/storage.ts";

/**
 * The S3 suites run against the store the environment names, as `scripts/s3-test-server.sh start`
 * prints it (`set -a; eval "$(scripts/s3-test-server.sh start)"; set +a`; CI does, .ci/run):
 * AWS_ENDPOINT_URL_S3 with AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION and
 * S3_FORCE_PATH_STYLE. Without it they are skipped.
 */
export const s3Endpoint = process.env.AWS_ENDPOINT_URL_S3;

/** The storage configuration of a bucket on the test store, parsed as the server parses its own. */
export function s3TestConfig(bucket: string, prefix = "", env: Record<string, string> = {}): S3StorageConfig {
  const media = loadConfig({
    MEDIA_STORAGE: `s3://${bucket}/${prefix}`,
    AWS_ENDPOINT_URL_S3: s3Endpoint,
    AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY,
    AWS_REGION: process.env.AWS_REGION,
    S3_FORCE_PATH_STYLE: process.env.S3_FORCE_PATH_STYLE,
    ...env,
  }).media;
  if (media.kind !== "s3") throw new Error("not an s3 configuration");
  return media;
}

export type TestBucket = {
  config: S3StorageConfig;
  /** A client of the bucket's store, for looking behind the storage. */
  client: S3Client;
  storage: MediaStorage;
  /** Empties and deletes the bucket (objects one by one: s3api's DeleteObjects needs a Content-MD5). */
  drop(): Promise<void>;
};

/** A new bucket of its own on the test store, its storage under `prefix`. */
export async function createTestBucket(prefix = "site"): Promise<TestBucket> {
  const bucket = `hronika-test-${randomBytes(6).toString("hex")}`;
  const config = s3TestConfig(bucket, prefix);
  const client = createS3Client(config);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const storage = createS3Storage(config, createS3Client(config));
  return {
    config,
    client,
    storage,
    async drop() {
      const uploads = await client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
      for (const upload of uploads.Uploads ?? [])
        await client.send(
          new AbortMultipartUploadCommand({ Bucket: bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? [])
          await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: object.Key }));
        token = page.NextContinuationToken;
      } while (token);
      await client.send(new DeleteBucketCommand({ Bucket: bucket }));
      storage.close();
      client.destroy();
    },
  };
}

/** Every key in the bucket, sorted. */
export async function keysIn(client: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

/**
 * A TCP relay to the test store that a test can cut and mend: a store that fails while the server
 * runs (issue 34: uploads answer 503, nothing already stored is lost).
 */
export async function createStoreRelay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let forwarded = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    const forget = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", forget).on("close", forget);
    upstream.on("error", forget).on("close", forget);
    client.on("data", (chunk: Buffer) => (forwarded += chunk.length));
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const relayPort = (server.address() as net.AddressInfo).port;
  let listening = true;
  return {
    endpoint: `http://127.0.0.1:${relayPort}`,
    /** Bytes sent to the store so far (requests, bodies included). */
    get forwarded() {
      return forwarded;
    },
    /** Nothing reaches the store any more: open connections are cut, new ones refused. */
    async cut() {
      if (!listening) return;
      listening = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    /** The store can be reached again, at the same address. */
    async mend() {
      if (listening) return;
      await new Promise<void>((resolve) => server.listen(relayPort, "127.0.0.1", resolve));
      listening = true;
    },
    close() {
      return this.cut();
    },
  };
}
