import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closed, connect, headerOf, readAnswers, requestText } from "#tests/helpers/raw-http.ts";
import { canSendWhole, connectionLines, createWholeAnswer, httpDate, sendWhole } from "./whole-answer.ts";

const body = Buffer.from("<!doctype html><p>Новина с подробности</p>".repeat(40));
const headers = [
  "x-content-type-options",
  "nosniff",
  "content-type",
  "text/html; charset=utf-8",
  "cache-control",
  "public, max-age=0, s-maxage=1, stale-while-revalidate=4",
  "etag",
  '"abc"',
  "content-length",
  String(body.length),
  "x-page-cache",
  "hit",
];

let server: http.Server;
let port: number;
const sentWhole: string[] = [];

beforeAll(async () => {
  const whole = createWholeAnswer(200, headers, () => body);
  server = http.createServer((req, res) => {
    if (req.url === "/whole") {
      const lines = connectionLines(server);
      if (lines !== null && canSendWhole(req, res)) {
        sentWhole.push(req.method!);
        return sendWhole(res, 200, whole.head(), whole.at(httpDate(), lines));
      }
    }
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The Date line differs between two answers a second apart; everything else must not. */
const withoutDate = (head: string) => head.replace(/\r\nDate: [^\r]+/, "");

describe("a whole prebuilt answer", () => {
  it("is byte for byte what Node's writeHead and end send, Date included, on a kept-alive connection", async () => {
    const socket = await connect(port);
    socket.write(requestText("GET", "/node") + requestText("GET", "/whole"));
    const [node, whole] = await readAnswers(socket, ["GET", "GET"]);
    expect(withoutDate(whole!.head)).toBe(withoutDate(node!.head));
    expect(headerOf(whole!, "date")).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(headerOf(whole!, "keep-alive")).toBe("timeout=72");
    expect(whole!.body.equals(body)).toBe(true);
    // The connection stays usable: Node's own bookkeeping of the socket went on.
    socket.write(requestText("GET", "/whole"));
    const [again] = await readAnswers(socket, ["GET"]);
    expect(again!.body.equals(body)).toBe(true);
    socket.destroy();
  });

  it("is left to Node for HEAD, HTTP/1.0, Connection: close and a pipelined request waiting its turn", async () => {
    sentWhole.length = 0;
    const head = await connect(port);
    head.write(requestText("HEAD", "/whole"));
    const [headAnswer] = await readAnswers(head, ["HEAD"]);
    expect(headAnswer!.body.length).toBe(0);
    expect(headerOf(headAnswer!, "content-length")).toBe(String(body.length));
    head.destroy();

    const old = await connect(port);
    old.write(requestText("GET", "/whole", {}, "1.0"));
    const [oldAnswer] = await readAnswers(old, ["GET"]);
    expect(oldAnswer!.body.equals(body)).toBe(true);
    await closed(old);

    const closing = await connect(port);
    closing.write(requestText("GET", "/whole", { Connection: "close" }));
    const [closingAnswer] = await readAnswers(closing, ["GET"]);
    expect(headerOf(closingAnswer!, "connection")).toBe("close");
    await closed(closing);
    expect(sentWhole).toEqual([]);

    // Three requests in one packet: the first is answered whole, the two waiting behind it by
    // Node, in order, complete.
    const piped = await connect(port);
    piped.write(requestText("GET", "/whole") + requestText("GET", "/whole") + requestText("GET", "/node"));
    const answers = await readAnswers(piped, ["GET", "GET", "GET"]);
    for (const answer of answers) expect(answer.body.equals(body)).toBe(true);
    expect(sentWhole.length).toBeGreaterThanOrEqual(1);
    piped.destroy();
  });

  it("is built again when the second changes, as a new buffer, the old one left as it was", () => {
    const answer = createWholeAnswer(404, ["content-length", "3"], () => Buffer.from("нe"));
    const lines = "Connection: keep-alive\r\n";
    const first = answer.at("Wed, 25 Nov 2026 10:00:00 GMT", lines);
    expect(answer.at("Wed, 25 Nov 2026 10:00:00 GMT", lines)).toBe(first);
    const next = answer.at("Wed, 25 Nov 2026 10:00:01 GMT", lines);
    expect(next).not.toBe(first);
    expect(first.toString("latin1")).toContain("Date: Wed, 25 Nov 2026 10:00:00 GMT");
    expect(next.toString("latin1")).toMatch(
      /^HTTP\/1\.1 404 Not Found\r\ncontent-length: 3\r\nDate: Wed, 25 Nov 2026 10:00:01 GMT\r\nConnection: keep-alive\r\n\r\n/,
    );
    expect(answer.body().equals(Buffer.from("нe"))).toBe(true);
  });

  it("refuses a header Node would refuse", () => {
    expect(() => createWholeAnswer(200, ["x-bad", "line\r\nbreak"], () => Buffer.alloc(0))).toThrow();
  });

  it("says what Node says about keep-alive, and nothing when the server limits requests per socket", () => {
    expect(connectionLines({ keepAliveTimeout: 72_000, maxRequestsPerSocket: 0 })).toBe(
      "Connection: keep-alive\r\nKeep-Alive: timeout=72\r\n",
    );
    expect(connectionLines({ keepAliveTimeout: 0, maxRequestsPerSocket: 0 })).toBe("Connection: keep-alive\r\n");
    expect(connectionLines({ keepAliveTimeout: 5_000, maxRequestsPerSocket: 100 })).toBeNull();
  });

  it("dates an answer as Node does, to the second", () => {
    expect(httpDate(Date.UTC(2026, 10, 25, 16, 37, 31, 999))).toBe("Wed, 25 Nov 2026 16:37:31 GMT");
  });
});
