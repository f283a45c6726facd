import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createAdmission, type AdmissionLimits } from "./admission.ts";
import { registerErrorHandler } from "./errors.ts";

/** A server whose one route takes `ms` and records how many requests ran at once, in which order. */
async function serverWith(limit: number, ms: number, bounds: Partial<AdmissionLimits> = {}) {
  const admission = createAdmission({ turns: limit, waitingPerClient: 1000, waiting: 1000, ...bounds });
  const app = Fastify({ forceCloseConnections: true });
  registerErrorHandler(app);
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
  // Held until the test opens the gate: a queue the test fills at its own pace.
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  app.get("/held/:n", async (request) => {
    seen.order.push(Number((request.params as { n: string }).n));
    await gate;
    return { ok: true };
  });
  app.get("/fails", async () => {
    throw new Error("boom");
  });
  app.post("/upload", { config: { admission: false } }, async () => ({ ok: true }));
  await app.ready();
  return { app, admission, seen, open };
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

  // Issue 30, point 3: one client's flood must not delay the others.
  it("gives a freed turn to the next client in rotation, so one client's queue does not delay another's request", async () => {
    const { app, admission, seen, open } = await serverWith(2, 0);
    const flood = Array.from({ length: 30 }, (_, n) => app.inject({ url: `/held/${n}`, remoteAddress: "203.0.113.7" }));
    await expect.poll(() => admission.load).toEqual({ active: 2, waiting: 28 });
    const other = app.inject({ url: "/held/100", remoteAddress: "198.51.100.2" });
    // Addresses of one IPv6 /64 are one client.
    const sameNetwork = [1, 2].map((n) => app.inject({ url: `/held/${200 + n}`, remoteAddress: `2001:db8:1:2::${n}` }));
    await expect.poll(() => admission.load).toEqual({ active: 2, waiting: 31 });
    open();
    await Promise.all([...flood, other, ...sameNetwork]);
    // The other client waited for one turn of the flood's, not for thirty.
    expect(seen.order.indexOf(100)).toBeLessThanOrEqual(4);
    expect(seen.order.indexOf(201)).toBeLessThanOrEqual(5);
    expect(seen.order.indexOf(202)).toBeGreaterThan(seen.order.indexOf(201) + 1);
    // One client's own requests keep their order.
    expect(seen.order.filter((n) => n < 30)).toEqual(Array.from({ length: 30 }, (_, n) => n));
  });

  it("refuses a client's request past its share of the queue with 429, and any past the queue's bound with 503", async () => {
    const { app, admission, open } = await serverWith(1, 0, { waitingPerClient: 3, waiting: 5 });
    const first = app.inject({ url: "/held/0", remoteAddress: "203.0.113.7" });
    const queued = [1, 2, 3].map((n) => app.inject({ url: `/held/${n}`, remoteAddress: "203.0.113.7" }));
    await expect.poll(() => admission.load).toEqual({ active: 1, waiting: 3 });
    const over = await app.inject({ url: "/held/4", remoteAddress: "203.0.113.7" });
    expect(over.statusCode).toBe(429);
    expect(over.headers["retry-after"]).toBe("1");
    expect(over.json().code).toBe("rate_limited");
    // Other clients still get in line, up to the queue's bound.
    const others = [5, 6].map((n) => app.inject({ url: `/held/${n}`, remoteAddress: `198.51.100.${n}` }));
    await expect.poll(() => admission.load).toEqual({ active: 1, waiting: 5 });
    const full = await app.inject({ url: "/held/7", remoteAddress: "198.51.100.7" });
    expect(full.statusCode).toBe(503);
    expect(full.headers["retry-after"]).toBe("1");
    expect(full.json()).toMatchObject({ code: "busy" });
    open();
    expect((await Promise.all([first, ...queued, ...others])).map((a) => a.statusCode)).toEqual(Array(6).fill(200));
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
    const { app, admission } = await serverWith(1, 1000);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const controller = new AbortController();
    const gone = fetch(`http://127.0.0.1:${port}/work/1`, { signal: controller.signal }).catch(() => "aborted");
    const waiting = fetch(`http://127.0.0.1:${port}/work/2`, { signal: controller.signal }).catch(() => "aborted");
    await expect.poll(() => admission.load).toEqual({ active: 1, waiting: 1 });
    // A client that goes away while it waits leaves the queue at once, and its request never runs.
    const impatient = new AbortController();
    const left = fetch(`http://127.0.0.1:${port}/work/9`, { signal: impatient.signal }).catch(() => "aborted");
    await expect.poll(() => admission.load).toEqual({ active: 1, waiting: 2 });
    impatient.abort();
    expect(await left).toBe("aborted");
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
