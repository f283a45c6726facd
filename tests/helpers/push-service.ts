import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, Agent, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A local push service for the tests of alerts (decision 0142): an https server (a certificate
 * made for the name `push.test`, which the agent below trusts and resolves to 127.0.0.1) that
 * takes Web Push messages as a browser vendor's service would, checks each one's VAPID signature
 * (RFC 8292) and decrypts it with the subscription's private key (RFC 8291, aes128gcm), so that a
 * test sees what each browser would show.
 */

export type TestBrowser = {
  /** What the browser's PushSubscription.toJSON() gives. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  id: string;
  ecdh: ECDH;
  authSecret: Buffer;
};

export type ReceivedMessage = {
  browser: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload, parsed. */
  payload: Record<string, unknown>;
  /** The VAPID JWT's claims, after its signature was checked against the key it names. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
};

const b64url = (buffer: Buffer) => buffer.toString("base64url");

/** Decrypts an aes128gcm Web Push message (RFC 8291 §3.4, RFC 8188) with the browser's keys. */
export function decryptMessage(body: Buffer, browser: Pick<TestBrowser, "ecdh" | "authSecret">): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error("more than one record: not what a push message is");
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), browser.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any zeros of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

/** Checks the `vapid t=…, k=…` Authorization of a message: answers its claims and key, or throws. */
export function checkVapid(authorization: string | undefined): { claims: ReceivedMessage["claims"]; key: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [header, claims, signature] = token.split(".") as [string, string, string];
  const raw = Buffer.from(key, "base64url");
  const publicKey = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID signature does not verify");
  const { alg } = JSON.parse(Buffer.from(header, "base64url").toString()) as { alg: string };
  if (alg !== "ES256") throw new Error(`VAPID alg ${alg}`);
  return { claims: JSON.parse(Buffer.from(claims, "base64url").toString()), key };
}

export type TestPushService = {
  origin: string;
  /** Trusts the service's certificate and resolves `push.test` to it: the app's `pushAgent`. */
  agent: Agent;
  /** A new browser with its own keys and endpoint; `answer` is what the service answers its messages. */
  browser(answer?: number | (() => number)): TestBrowser;
  received: ReceivedMessage[];
  /** Messages that could not be read (a wrong key, a bad signature): always none in a passing test. */
  broken: { browser: string; error: string }[];
  /** Messages received for a browser. */
  of(browser: TestBrowser): ReceivedMessage[];
  close(): Promise<void>;
};

/** A certificate for the name `push.test` (an EC key), made by openssl for one run. */
export function pushCertificate(): { cert: Buffer; key: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "hronika-push-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
        "-days",
        "2",
        "-subj",
        "/CN=push.test",
        "-addext",
        "subjectAltName=DNS:push.test",
      ],
      { stdio: "ignore" },
    );
    return { cert: readFileSync(path.join(dir, "cert.pem")), key: readFileSync(path.join(dir, "key.pem")) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Connections that trust `cert` and resolve `push.test` to this machine: the app's `pushAgent`. */
export function pushServiceAgent(cert: Buffer): Agent {
  return new Agent({
    ca: cert,
    keepAlive: true,
    lookup: (_host, options, callback) => {
      if ((options as { all?: boolean }).all)
        (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
          { address: "127.0.0.1", family: 4 },
        ]);
      else callback(null, "127.0.0.1", 4);
    },
  });
}

/** A browser's keys for the alerts: its P-256 pair and its auth secret. */
export function browserKeys(): Pick<TestBrowser, "ecdh" | "authSecret"> {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, authSecret: randomBytes(16) };
}

/** Starts a local push service on a free port. */
export async function startTestPushService(): Promise<TestPushService> {
  const { cert, key } = pushCertificate();
  const browsers = new Map<string, { browser: TestBrowser; answer: () => number }>();
  const received: ReceivedMessage[] = [];
  const broken: TestPushService["broken"] = [];
  const server: Server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = decodeURIComponent((request.url ?? "").replace(/^\/push\//, ""));
      const known = browsers.get(id);
      if (!known) return void response.writeHead(404).end();
      const status = known.answer();
      if (status === 201) {
        try {
          const vapid = checkVapid(request.headers.authorization);
          const payload = JSON.parse(decryptMessage(Buffer.concat(chunks), known.browser).toString("utf8"));
          received.push({ browser: id, headers: request.headers, payload, claims: vapid.claims, vapidKey: vapid.key });
        } catch (error) {
          broken.push({ browser: id, error: String(error) });
          return void response.writeHead(400).end();
        }
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `https://push.test:${port}`;
  const agent = pushServiceAgent(cert);
  let counter = 0;
  return {
    origin,
    agent,
    received,
    broken,
    browser(answer = 201) {
      const { ecdh, authSecret } = browserKeys();
      const id = `b${++counter}-${randomBytes(6).toString("hex")}`;
      const browser: TestBrowser = {
        id,
        ecdh,
        authSecret,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) },
        },
      };
      browsers.set(id, { browser, answer: typeof answer === "number" ? () => answer : answer });
      return browser;
    },
    of: (browser) => received.filter((message) => message.browser === browser.id),
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
