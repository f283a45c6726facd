import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBucket, keysIn, s3Endpoint, type TestBucket } from "#tests/helpers/s3.ts";
import { exited, freePort, spawnServer } from "#tests/helpers/server-processes.ts";

/**
 * The real server (`server/main.ts`) on a new site with MEDIA_STORAGE=s3://… (issue 34): it stops
 * at start, saying why, when the bucket can't be used, and otherwise puts the demo content's
 * pictures in the bucket and serves them at /media/….
 */
describe.skipIf(!s3Endpoint)("the server on a bucket", () => {
  let bucket: TestBucket;
  let dataDir: string;
  beforeAll(async () => {
    bucket = await createTestBucket("");
    dataDir = await mkdtemp(path.join(tmpdir(), "hronika-s3-start-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await bucket?.drop();
  });

  async function start(env: Record<string, string>) {
    const port = await freePort();
    // The embedded database, whatever the suite runs on.
    const { DATABASE_URL: _database, ...inherited } = process.env;
    const child = spawnServer(
      ["--api-only"],
      {
        ...inherited,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        OWNER_PASSWORD: "owner-password-123",
        LOG_LEVEL: "error",
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
        ...env,
      },
      "pipe",
    );
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    return { child, url: `http://127.0.0.1:${port}`, stderr: () => stderr };
  }

  it("stops at start, naming a bucket that does not exist", async () => {
    const server = await start({ MEDIA_STORAGE: "s3://hronika-missing-bucket/site", DEMO_CONTENT: "false" });
    expect(await exited(server.child)).toBe(1);
    expect(server.stderr()).toContain("MEDIA_STORAGE=s3://hronika-missing-bucket/site/ at http://127.0.0.1:");
    expect(server.stderr()).toContain('there is no bucket "hronika-missing-bucket"');
    // The message alone, not a stack of the SDK's frames.
    expect(server.stderr()).not.toMatch(/\n\s+at /);
  }, 120_000);

  it("puts the demo content's pictures in the bucket, and serves them", async () => {
    const server = await start({ MEDIA_STORAGE: `s3://${bucket.config.bucket}/`, DEMO_CONTENT: "true" });
    try {
      // Starting takes a few seconds on a quiet machine, many times that while CI runs two suites at once.
      const startedBy = Date.now() + 150_000;
      let healthy = false;
      while (!healthy && Date.now() < startedBy && server.child.exitCode === null) {
        healthy = await fetch(`${server.url}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(healthy, server.stderr()).toBe(true);
      const keys = await keysIn(bucket.client, bucket.config.bucket);
      expect(keys.filter((key) => key.startsWith("images/")).length).toBeGreaterThan(10);
      const picture = await fetch(`${server.url}/media/${keys.find((key) => key.endsWith("-400.webp"))}`);
      expect([picture.status, picture.headers.get("content-type")]).toEqual([200, "image/webp"]);
    } finally {
      server.child.kill("SIGTERM");
      await exited(server.child);
    }
  }, 240_000);
});
