import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createAdmission } from "./admission.ts";

/** A server whose one route takes `ms` and records how many requests ran at once, in which order. */
async function serverWith(limit: number, ms: number) {
  const admission = createAdmission(limit);
  const app = Fastify({ forceCloseConnections: true });
  let running = 0;
  const seen = { most: 0, order: [] as number[] };
  app.addHook("onRequest", admission.enter);
  app.addHook("onSend", admission.done);
  app.get("/work/:n", async (request) => {
    running++;
    seen.most = Math.max(seen.most, running);
    seen.order.push(Number((request.params as { n: string }).n));
    await new Promise((r) => setTimeout(r, ms));
    running--;
    return { ok: true };
  });
  app.get("/fails", async () => {
    throw new Error("boom");
  });
  app.post("/upload", { config: { admission: false } }, async () => ({ ok: true }));
  await app.ready();
  return { app, admission, seen };
}

describe("admission", () => {
  it("lets at most the limit run at once and admits the others first come, first served", async () => {
    const { app, admission, seen } = await serverWith(4, 20);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => app.inject({ url: `/work/${n}` })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(seen.most).toBe(4);
    expect(seen.order).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(admission.load).toEqual({ active: 0, waiting: 0 });
  });

  it("gives the turn back after an error, and lets routes that opt out pass the queue", async () => {
    const { app, admission } = await serverWith(1, 200);
    const slow = app.inject({ url: "/work/1" });
    await expect.poll(() => admission.load).toEqual({ active: 1, waiting: 0 });
    // An upload does not wait behind the slow request.
    expect((await app.inject({ method: "POST", url: "/upload" })).statusCode).toBe(200);
    expect(admission.load).toEqual({ active: 1, waiting: 0 });
    const failing = app.inject({ url: "/fails" });
    expect((await slow).statusCode).toBe(200);
    expect((await failing).statusCode).toBe(500);
    expect(admission.load).toEqual({ active: 0, waiting: 0 });
  });

  it("gives the turn back when the client goes away before the answer", async () => {
    const { app, admission } = await serverWith(1, 100);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const controller = new AbortController();
    const gone = fetch(`http://127.0.0.1:${port}/work/1`, { signal: controller.signal }).catch(() => "aborted");
    const waiting = fetch(`http://127.0.0.1:${port}/work/2`, { signal: controller.signal }).catch(() => "aborted");
    await expect.poll(() => admission.load).toEqual({ active: 1, waiting: 1 });
    controller.abort();
    expect(await gone).toBe("aborted");
    expect(await waiting).toBe("aborted");
    // Both turns come back: a new request is served at once.
    await expect.poll(() => admission.load).toEqual({ active: 0, waiting: 0 });
    expect((await fetch(`http://127.0.0.1:${port}/work/3`)).status).toBe(200);
    await app.close();
  });
});
