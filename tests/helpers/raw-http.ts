import net from "node:net";

/** One answer read off a socket, exactly as sent. */
export type WireAnswer = {
  status: number;
  /** Header lines in order, as sent (name and value). */
  headers: [string, string][];
  body: Buffer;
  /** The status line and the header lines, as sent. */
  head: string;
};

/** The value of a header (names compared without case), or undefined. */
export const headerOf = (answer: WireAnswer, name: string) =>
  answer.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];

/**
 * Reads the answers that arrive on a socket, in order: each ends after its Content-Length (none
 * after HEAD, a 304 or a 204). Answers without a length are not read (the tests never ask for them).
 */
export function readAnswers(socket: net.Socket, methods: readonly string[]): Promise<WireAnswer[]> {
  return new Promise((resolve, reject) => {
    let pending = Buffer.alloc(0);
    const answers: WireAnswer[] = [];
    const onData = (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        const end = pending.indexOf("\r\n\r\n");
        if (end === -1) return;
        const head = pending.subarray(0, end).toString("latin1");
        const [statusLine, ...lines] = head.split("\r\n");
        const status = Number(statusLine!.split(" ")[1]);
        const headers = lines.map((line): [string, string] => [
          line.slice(0, line.indexOf(":")),
          line.slice(line.indexOf(":") + 1).trim(),
        ]);
        const method = methods[answers.length] ?? "GET";
        const length =
          method === "HEAD" || status === 304 || status === 204
            ? 0
            : Number(headers.find(([n]) => n.toLowerCase() === "content-length")?.[1] ?? 0);
        if (pending.length < end + 4 + length) return;
        answers.push({ status, headers, head, body: pending.subarray(end + 4, end + 4 + length) });
        pending = pending.subarray(end + 4 + length);
        if (answers.length === methods.length) {
          socket.off("data", onData);
          resolve(answers);
          return;
        }
      }
    };
    socket.on("data", onData);
    socket.once("error", reject);
    socket.once("close", () => {
      if (answers.length < methods.length)
        reject(new Error(`the socket closed after ${answers.length} of ${methods.length} answers`));
    });
  });
}

/** A socket to 127.0.0.1:`port`, connected. */
export function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
    socket.once("error", reject);
  });
}

/** A request as an HTTP/1.1 client writes it (Host first, then the given headers). */
export function requestText(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  version = "1.1",
): string {
  const lines = [
    `${method} ${path} HTTP/${version}`,
    "Host: 127.0.0.1",
    ...Object.entries(headers).map(([n, v]) => `${n}: ${v}`),
  ];
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/** Resolves when the server has closed the socket (or rejects after `ms`). */
export function closed(socket: net.Socket, ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (socket.destroyed || socket.readableEnded) return resolve();
    const timer = setTimeout(() => reject(new Error("the socket stayed open")), ms);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve();
    });
    socket.resume();
  });
}
