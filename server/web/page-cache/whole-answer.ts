import {
  STATUS_CODES,
  validateHeaderName,
  validateHeaderValue,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";

/**
 * A cached page's answer as one buffer: status line, headers and body, byte for byte what Node's
 * `writeHead` and `end` would send for it (docs/decisions/0085). A hit then costs one socket write
 * instead of Node validating and joining some twenty headers for every request, which was a fifth
 * of the CPU a hit took (profiled under wrk).
 *
 * The buffer carries the Date header, so it is built again when the second changes, as a new
 * buffer: one that a slow client's socket still holds is never changed.
 *
 * Fence (docs/ARCHITECTURE.md, "Clever parts"): this writes what Node's HTTP server would write,
 * and reads its private `_header`; a Node upgrade that changes either (its keep-alive lines, its
 * Date header, the buffers it pools) makes answers differ from Node's, which `whole-answer.test.ts`
 * (byte for byte against Node's own answer) catches; CI runs it on Node 20 and 24.
 */
export type WholeAnswer = {
  /** The body alone (a view into the current buffer). */
  body(): Buffer;
  /** The whole answer, dated `date` (an HTTP date, as `httpDate` gives). */
  at(date: string, connection: ConnectionLines): Buffer;
  /** The status line and headers of the last buffer built, as Node keeps them in `_header`. */
  head(): string;
};

/** The headers Node adds after an answer's own for a kept-alive connection, from the server's settings. */
export type ConnectionLines = string;

/** The settings of the HTTP server that decide those headers. */
export type KeepAliveSettings = Pick<Server, "keepAliveTimeout" | "maxRequestsPerSocket">;

/** `body` is asked for when the answer is first needed (a plain body is made on demand). */
export function createWholeAnswer(status: number, headers: readonly string[], body: () => Buffer): WholeAnswer {
  let fixed = `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "unknown"}\r\n`;
  for (let i = 0; i < headers.length; i += 2) {
    // What writeHead checks for every answer, checked once.
    validateHeaderName(headers[i]!);
    validateHeaderValue(headers[i]!, headers[i + 1]!);
    fixed += `${headers[i]}: ${headers[i + 1]}\r\n`;
  }
  let date = "";
  let connection = "";
  let head = "";
  let whole: Buffer | null = null;
  let bodyStart = 0;
  const build = () => {
    head = `${fixed}Date: ${date}\r\n${connection}\r\n`;
    const headLength = Buffer.byteLength(head, "latin1");
    const content = whole ? whole.subarray(bodyStart) : body();
    // Never from Buffer's shared pool (up to 32 KB answers on Node 24): a cached answer would keep
    // the whole 64 KB slab alive.
    const next = Buffer.allocUnsafeSlow(headLength + content.length);
    next.write(head, 0, "latin1");
    content.copy(next, headLength);
    whole = next;
    bodyStart = headLength;
  };
  return {
    body: () => (whole ? whole.subarray(bodyStart) : body()),
    at(newDate, newConnection) {
      if (whole === null || newDate !== date || newConnection !== connection) {
        date = newDate;
        connection = newConnection;
        build();
      }
      return whole!;
    },
    head: () => head,
  };
}

let second = -1;
let secondText = "";

/**
 * The Date header's value for now, worked out once a second as Node does for its own answers. The
 * machine's time, as in every answer Node writes itself: the transport's, not the app's clock.
 */
export function httpDate(now = Date.now()): string {
  const s = Math.floor(now / 1000);
  if (s !== second) {
    second = s;
    secondText = new Date(s * 1000).toUTCString();
  }
  return secondText;
}

let linesFor = -1;
let lines: ConnectionLines = "";

/**
 * What Node's ServerResponse writes after the headers of a kept-alive answer (`_storeHeader`), or
 * null when the server limits the requests per socket (Node then counts them and may close).
 */
export function connectionLines(server: KeepAliveSettings): ConnectionLines | null {
  if (server.maxRequestsPerSocket) return null;
  if (server.keepAliveTimeout !== linesFor) {
    linesFor = server.keepAliveTimeout;
    lines = "Connection: keep-alive\r\n";
    if (server.keepAliveTimeout) lines += `Keep-Alive: timeout=${Math.floor(server.keepAliveTimeout / 1000)}\r\n`;
  }
  return lines;
}

/** The two fields of Node's OutgoingMessage that say its status line and headers are written. */
type RawResponse = ServerResponse & { _header: string | null; _headerSent: boolean };

/**
 * Whether a request may be answered with a whole prebuilt answer: an HTTP/1.1 GET on a connection
 * that stays open, whose answer is next on its socket (not behind a pipelined one), and a
 * ServerResponse that still has the fields this relies on. Anything else (HEAD, HTTP/1.0,
 * `Connection: close`) takes Node's own path.
 */
export function canSendWhole(req: IncomingMessage, res: ServerResponse): boolean {
  const raw = res as RawResponse;
  return (
    req.method === "GET" &&
    req.httpVersion === "1.1" &&
    res.shouldKeepAlive &&
    res.socket !== null &&
    raw._header === null &&
    raw._headerSent === false
  );
}

/**
 * Sends a whole answer on the response's socket in one write, then ends the ServerResponse, so
 * that Node's bookkeeping of the connection (keep-alive, the next request, timeouts, 'finish')
 * stays its own: the response is told its headers are written (they are in `answer`). Only after
 * `canSendWhole`: the socket is this response's.
 */
export function sendWhole(res: ServerResponse, status: number, head: string, answer: Buffer): void {
  const raw = res as RawResponse;
  res.statusCode = status;
  raw._header = head;
  raw._headerSent = true;
  // Written before `end`, not through it: `end(answer)` corks the socket and adds an empty chunk
  // of its own, which makes one write a writev of two.
  res.socket!.write(answer);
  res.end();
}
