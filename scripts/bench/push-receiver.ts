// The push service of the alerts bench (issue 37, point 5): a child process that plays `browsers`
// subscribed browsers behind one local https push service, as a browser vendor's would be. It makes
// each browser's keys, writes their subscriptions for the bench to store, and then takes the
// messages: each must carry a VAPID signature that verifies (RFC 8292) and decrypt with its
// browser's keys (RFC 8291, aes128gcm) to the alert the bench sent. It ends once every browser has
// its alert and no repeat came within `graceMs` after, or at `timeoutMs`, and reports what came.
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { createServer } from "node:https";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { browserKeys, checkVapid, decryptMessage } from "../../tests/helpers/push-service.ts";
import { serveAsGenerator } from "./generator-process.ts";

export type PushReceiverSpec = {
  port: number;
  certFile: string;
  keyFile: string;
  browsers: number;
  /** Where the browsers' subscriptions go, as PushSubscription.toJSON() gives them, before the clock starts. */
  subscriptionsFile: string;
  /** The alert's text, which each message must decrypt to. */
  alertText: string;
  graceMs: number;
  timeoutMs: number;
  out: string;
};

export type PushReceipts = {
  browsers: number;
  /** Messages taken (answered 201), repeats included. */
  received: number;
  /** Browsers that got the alert at least once, and messages beyond each browser's first. */
  reached: number;
  repeated: number;
  /** Messages that failed a check (answered 400), with the first few reasons. */
  broken: number;
  brokenReasons: string[];
  /** Epoch milliseconds of the clock's start, the first message and the last browser's first. */
  startedAt: number;
  firstAt: number;
  lastAt: number;
  timedOut: boolean;
  cpuMs: number;
  lagMaxMs: number;
};

export async function pushReceiver(
  spec: PushReceiverSpec,
  onStart: (startedAt: number) => void,
): Promise<PushReceipts> {
  const keys = Array.from({ length: spec.browsers }, browserKeys);
  const origin = `https://push.test:${spec.port}`;
  await writeFile(
    spec.subscriptionsFile,
    JSON.stringify(
      keys.map((browser, n) => ({
        endpoint: `${origin}/push/${n}`,
        keys: {
          p256dh: browser.ecdh.getPublicKey().toString("base64url"),
          auth: browser.authSecret.toString("base64url"),
        },
      })),
    ),
  );
  const counts = new Uint16Array(spec.browsers);
  // A push service checks a token's signature once and trusts it until it expires, as this one does.
  const verified = new Set<string>();
  const receipts: PushReceipts = {
    browsers: spec.browsers,
    received: 0,
    reached: 0,
    repeated: 0,
    broken: 0,
    brokenReasons: [],
    startedAt: 0,
    firstAt: 0,
    lastAt: 0,
    timedOut: false,
    cpuMs: 0,
    lagMaxMs: 0,
  };
  let finished: () => void = () => undefined;
  const allReached = new Promise<void>((resolve) => (finished = resolve));

  function check(url: string | undefined, headers: Record<string, string | string[] | undefined>, body: Buffer) {
    const n = Number(/^\/push\/(\d+)$/.exec(url ?? "")?.[1] ?? -1);
    const browser = keys[n];
    if (!browser) throw new Error(`no browser at ${url}`);
    const authorization = String(headers.authorization ?? "");
    if (!verified.has(authorization)) {
      if (checkVapid(authorization).claims.aud !== origin) throw new Error("the token is for another push service");
      verified.add(authorization);
    }
    if (headers["content-encoding"] !== "aes128gcm") throw new Error(`content-encoding ${headers["content-encoding"]}`);
    if (!headers.ttl || !headers.topic) throw new Error("no TTL or Topic");
    const payload = JSON.parse(decryptMessage(body, browser).toString("utf8")) as { body?: string };
    if (payload.body !== spec.alertText) throw new Error(`another alert: ${payload.body}`);
    return n;
  }

  const server = createServer(
    { cert: readFileSync(spec.certFile), key: readFileSync(spec.keyFile), keepAliveTimeout: 60_000 },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        let n: number;
        try {
          n = check(request.url, request.headers, Buffer.concat(chunks));
        } catch (error) {
          receipts.broken++;
          if (receipts.brokenReasons.length < 5) receipts.brokenReasons.push(String(error));
          return void response.writeHead(400).end();
        }
        receipts.received++;
        if (receipts.firstAt === 0) receipts.firstAt = Date.now();
        if (counts[n]! > 0) receipts.repeated++;
        else if (++receipts.reached === spec.browsers) {
          receipts.lastAt = Date.now();
          finished();
        }
        counts[n]!++;
        response.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(spec.port, "127.0.0.1", resolve));
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const cpuBefore = process.cpuUsage();
  receipts.startedAt = Date.now();
  onStart(receipts.startedAt);
  const timeout = setTimeout(() => {
    receipts.timedOut = true;
    finished();
  }, spec.timeoutMs);
  await allReached;
  clearTimeout(timeout);
  // Repeats of a message would come after it: a sender that lost its marks sends its batch again.
  if (!receipts.timedOut) await new Promise((resolve) => setTimeout(resolve, spec.graceMs));
  const cpu = process.cpuUsage(cpuBefore);
  receipts.cpuMs = (cpu.user + cpu.system) / 1000;
  lag.disable();
  receipts.lagMaxMs = lag.max / 1e6;
  server.closeAllConnections();
  server.close();
  return receipts;
}

serveAsGenerator<PushReceiverSpec>(pushReceiver);
