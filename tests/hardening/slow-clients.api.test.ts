import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverErrors } from "#common/messages/server-errors.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { testPng } from "./api-route-table.ts";

/**
 * Clients that send slowly, or send more than the server takes (issue 17, points 2 and 7): they
 * hold their own sockets and nothing shared, get an answer, and leave the connection usable.
 */

let t: TestApp;
let writer: TestUser;
let base: string;
let articleId: number;

beforeAll(async () => {
  t = await createTestApp();
  writer = await t.createStaff({ username: "writer" });
  articleId = await insertArticle(t.db, { title: "Бавни клиенти", authorId: writer.user.id });
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
}, 60_000);
afterAll(() => t.close());

/** A connection that announces a 100-byte comment and sends one byte of it. */
function slowComment(): Promise<{ socket: Socket; answer: Promise<string> }> {
  const { port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), "127.0.0.1", () => {
      socket.write(
        `POST /api/articles/${articleId}/comments HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`,
      );
      let received = "";
      socket.on("data", (chunk) => (received += chunk.toString()));
      const answer = new Promise<string>((done) => socket.on("close", () => done(received)));
      resolve({ socket, answer });
    });
  });
}

async function connections(): Promise<number> {
  return new Promise((resolve, reject) =>
    t.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

describe("slow and oversized request bodies", () => {
  it("keeps every other request answering while 8 connections trickle their bodies, then answers those 408", async () => {
    const slow = await Promise.all(Array.from({ length: 8 }, slowComment));
    await expect.poll(connections, { timeout: 10_000 }).toBeGreaterThanOrEqual(8);

    const within = AbortSignal.timeout(5_000);
    const started = performance.now();
    const answers = await Promise.all([
      fetch(`${base}/api/health`, { signal: within }),
      fetch(`${base}/api/articles`, { signal: within }),
      fetch(`${base}/api/search?q=${encodeURIComponent("бавни")}`, { signal: within }),
      fetch(`${base}/api/articles/${articleId}`, { signal: within }),
      fetch(`${base}/api/articles/${articleId}/comments`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "Бърз читател", content: "Стигна навреме." }),
        signal: within,
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 201]);
    console.log(
      `slow clients: ${slow.length} trickling connections held; 5 other requests answered in ${(performance.now() - started).toFixed(0)} ms`,
    );

    // The trickling ones are answered once their bodies have stood still for the body timeout.
    const refused = await Promise.all(slow.map((s) => s.answer));
    for (const text of refused) {
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      expect(text).toContain(JSON.stringify(serverErrors.bodyTimeout));
      expect(text).toContain('"code":"request_timeout"');
    }
  }, 60_000);

  it("answers an upload refused as too large, and serves the next request on the same connection at once", async () => {
    // A real PNG, then 12 MB: sniffed as an image, and over the 10 MB image limit.
    const big = Buffer.concat([await testPng(), Buffer.alloc(12 * 1024 * 1024, 1)]);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(big)]), "big.png");
    const refused = await fetch(`${base}/api/upload-media`, {
      method: "POST",
      headers: { authorization: `Bearer ${writer.token}` },
      body: form,
      signal: AbortSignal.timeout(20_000),
    });
    expect(refused.status).toBe(413);
    expect((await refused.json()).error).toBe(serverErrors.payloadTooLarge);
    // fetch keeps the connection alive: the next request goes on it, and must not wait for the rest of the refused body.
    const next = await fetch(`${base}/api/journalist/auth/me`, {
      headers: { authorization: `Bearer ${writer.token}` },
      signal: AbortSignal.timeout(5_000),
    });
    expect(next.status).toBe(200);
  }, 60_000);

  it("answers an empty file at once", async () => {
    const form = new FormData();
    form.append("file", new Blob([]), "empty.png");
    const res = await fetch(`${base}/api/upload-media`, {
      method: "POST",
      headers: { authorization: `Bearer ${writer.token}` },
      body: form,
      signal: AbortSignal.timeout(5_000),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe(serverErrors.emptyFile);
  }, 30_000);
});
