import type { ChildProcess } from "node:child_process";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestBucket, s3Endpoint, type TestBucket } from "#tests/helpers/s3.ts";
import { exited, freshDatabase, startServer, type Cleanups } from "#tests/helpers/server-processes.ts";

/**
 * Two servers, one site (issue 34, point 2): two `npm start` processes with data folders of their
 * own (standing for two machines) on one PostgreSQL and one bucket. A picture uploaded through one
 * is served by the other at once; killing one (SIGKILL, no goodbye) loses no picture and no write
 * it acknowledged. The page caches of both following every change is
 * server/web/page-cache/two-processes.api.test.ts's. Needs TEST_DATABASE_URL and the S3 test store
 * (CI runs it beside npm test, .ci/node24-suites).
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const ownerPassword = "two-servers-owner-password";
const cleanups: Cleanups = [];
let bucket: TestBucket;
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await bucket?.drop();
});

async function signIn(base: string, door: "admin" | "journalist"): Promise<string> {
  const res = await fetch(`${base}/api/${door}/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "owner", password: ownerPassword }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

describe.runIf(serverUrl && s3Endpoint)("two servers on one PostgreSQL and one bucket", () => {
  let first: { url: string; process: ChildProcess };
  let second: { url: string };
  beforeAll(async () => {
    bucket = await createTestBucket("site");
    const databaseUrl = await freshDatabase(serverUrl!, cleanups, "hronika_two");
    const env = {
      MEDIA_STORAGE: `s3://${bucket.config.bucket}/site`,
      DEMO_CONTENT: "false",
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
    };
    first = await startServer(databaseUrl, cleanups, { ownerPassword, env });
    second = await startServer(databaseUrl, cleanups, { ownerPassword, env });
  }, 300_000);

  it("serves through one a picture uploaded through the other, and keeps everything the killed one acknowledged", async () => {
    // A new site has no categories: the Owner makes one through the second server.
    const category = await fetch(`${second.url}/api/admin/categories`, {
      method: "POST",
      headers: { authorization: `Bearer ${await signIn(second.url, "admin")}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "Общество" }),
    });
    expect(category.status, await category.clone().text()).toBe(201);
    const token = await signIn(first.url, "journalist");
    const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#2a6" } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "snimka.png");
    const upload = await fetch(`${first.url}/api/upload-media`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { url: picture } = (await upload.json()) as { url: string };

    const saved = await fetch(`${first.url}/api/journalist/articles`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        title: "Статия от първия сървър",
        categories: ["Общество"],
        thumbnail: picture,
        thumbnailAlt: "Зелен правоъгълник",
        sections: [{ type: "paragraph", content: "<p>Написана на първия, четена на втория.</p>" }],
        isPublished: true,
      }),
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const { articleId } = (await saved.json()) as { articleId: number };

    // The first server dies without a goodbye, right after its answers.
    first.process.kill("SIGKILL");
    await exited(first.process);

    const served = await fetch(second.url + picture);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^image\//);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
    const page = await fetch(`${second.url}/article/${articleId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Статия от първия сървър");
    expect(html).toContain("Написана на първия, четена на втория.");
  }, 300_000);
});
