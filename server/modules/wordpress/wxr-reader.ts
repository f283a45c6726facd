/**
 * The streaming reader of WordPress exports (WXR 1.0–1.2, issue 33): a file of gigabytes is read
 * chunk by chunk and handed over one site, author, term or item at a time, in file order, so the
 * reader holds one item at most. saxes parses; it knows no DTD and expands no entity of the file's.
 */
import type { Readable } from "node:stream";
import { SaxesParser, type SaxesTagNS } from "saxes";
import { wordpressImportLimits } from "#common/limits.ts";
import { elementKey } from "./wxr-fields.ts";
import { channelScope, type Scope } from "./wxr-scopes.ts";
import type { WxrErrorCode, WxrEvent } from "./wxr-types.ts";

export class WxrError extends Error {
  readonly code: WxrErrorCode;
  readonly line?: number;
  readonly column?: number;

  constructor(code: WxrErrorCode, message: string, position?: { line: number; column: number }) {
    super(message);
    this.name = "WxrError";
    this.code = code;
    this.line = position?.line;
    this.column = position?.column;
  }
}

export type ReadWxrOptions = {
  /** Called after each chunk with the bytes read so far (for a progress bar). */
  onBytes?: (bytesRead: number) => void;
  /** One element's text at most, in characters (`wordpressImportLimits.maxTextChars` by default). */
  maxTextChars?: number;
};

/** Reads a WordPress export as it streams; throws a `WxrError` where the file stops being one. */
export async function* readWxr(input: Readable, options: ReadWxrOptions = {}): AsyncGenerator<WxrEvent> {
  const parser = new WxrParser(options.maxTextChars ?? wordpressImportLimits.maxTextChars);
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let bytesRead = 0;
  let head = "";
  for await (const chunk of input as AsyncIterable<Uint8Array | string>) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    bytesRead += bytes.length;
    options.onBytes?.(bytesRead);
    if (head.length < 200) head += Buffer.from(bytes.subarray(0, 200)).toString("latin1");
    let text: string;
    try {
      text = decoder.decode(bytes, { stream: true });
    } catch {
      throw new WxrError("malformed", encodingMessage(declaredEncoding(head)));
    }
    parser.write(text);
    yield* parser.take();
  }
  let cutInsideCharacter = false;
  try {
    parser.write(decoder.decode());
  } catch {
    cutInsideCharacter = true;
  }
  parser.end();
  yield* parser.take();
  // A file whose last bytes are half a character but whose XML had ended: not UTF-8 after all.
  if (cutInsideCharacter) throw new WxrError("malformed", encodingMessage(declaredEncoding(head)));
}

function declaredEncoding(head: string): string | undefined {
  return /^(?:\xEF\xBB\xBF)?<\?xml[^>]*?encoding\s*=\s*["']([^"']*)["']/.exec(head)?.[1];
}

function encodingMessage(declared: string | undefined): string {
  return declared && !/^utf-?8$/i.test(declared)
    ? `The file declares the encoding ${declared}; only UTF-8 exports are read (WordPress writes its site's charset).`
    : "The file is not UTF-8 text.";
}

/** Markup around a text counted along with it (`<![CDATA[`, a tag) before the parser's own buffers count as too large. */
const markupSlack = 4096;

class WxrParser {
  private readonly sax = new SaxesParser({ xmlns: true });
  private events: WxrEvent[] = [];
  private failure: WxrError | null = null;
  private depth = 0;
  private rootOpened = false;
  private rootClosed = false;
  private ending = false;
  /** Whether anything but white space came before the root element (else an empty file). */
  private prologText = false;
  /** The end of the text scanned for `<!DOCTYPE` before the root, for one split across chunks. */
  private prologTail = "";
  private channelSeen = false;
  private siteSent = false;
  private scopes: Scope[] = [];
  private capture: { depth: number; name: string; text: string; apply: (text: string) => void } | null = null;
  /** Where the parser last told anything: what it holds in its own buffers is what came since. */
  private lastEventAt = 0;

  private readonly context = {
    emit: (event: WxrEvent) => {
      if (event.kind === "site") this.siteSent = true;
      this.events.push(event);
    },
    error: (code: WxrErrorCode, message: string) => this.error(code, message),
  };

  constructor(private readonly maxTextChars: number) {
    const sax = this.sax;
    sax.on("xmldecl", (decl) => {
      this.touch();
      if (decl.encoding && !/^utf-?8$/i.test(decl.encoding)) {
        throw this.error("malformed", encodingMessage(decl.encoding));
      }
    });
    sax.on("doctype", () => {
      throw this.doctypeError();
    });
    sax.on("comment", () => this.touch());
    sax.on("processinginstruction", () => this.touch());
    sax.on("opentag", (tag) => this.open(tag));
    sax.on("closetag", () => this.close());
    sax.on("text", (text) => this.text(text));
    sax.on("cdata", (text) => this.text(text));
    sax.on("error", (error) => {
      const message = error.message.replace(/^\d+:\d+: /, "");
      // Plugins add elements with prefixes they never declare; the elements are skipped, as WordPress's importer does.
      if (message.startsWith("unbound namespace prefix")) return;
      if (this.ending && !this.rootClosed) {
        if (this.rootOpened || this.prologText) throw this.error("truncated", "The file ends before its last element");
        throw this.error("malformed", "The file is empty");
      }
      throw this.error("malformed", `The file is not well-formed XML: ${message.replace(/\.$/, "")}`);
    });
  }

  write(text: string): void {
    if (this.failure) return;
    try {
      if (!this.rootOpened) text = this.writeProlog(text);
      this.sax.write(text);
      if (this.sax.position - this.lastEventAt > this.maxTextChars + markupSlack) {
        throw this.error("too-large", `The file holds more than ${this.maxTextChars} characters without markup`);
      }
    } catch (error) {
      this.fail(error);
    }
  }

  end(): void {
    if (this.failure) return;
    this.ending = true;
    try {
      this.sax.close();
      if (!this.siteSent) throw this.error("not-wxr", "The file has no <channel> of a WordPress export");
    } catch (error) {
      this.fail(error);
    }
  }

  /** The events read so far, then the error that stopped the reading, if any. */
  *take(): Generator<WxrEvent> {
    const events = this.events;
    this.events = [];
    yield* events;
    if (this.failure) throw this.failure;
  }

  /**
   * Refuses a `<!DOCTYPE` before the parser reads it, so a hostile internal subset of any size
   * never fills its buffers. Returns the text still to parse: what follows the root's start.
   */
  private writeProlog(text: string): string {
    if (/\S/.test(text)) this.prologText = true;
    const scanned = this.prologTail + text;
    const at = scanned.search(/<!DOCTYPE/i);
    if (at === -1) {
      this.prologTail = scanned.slice(-8);
      return text;
    }
    const before = text.slice(0, Math.max(0, at - this.prologTail.length));
    this.sax.write(before);
    if (!this.rootOpened) throw this.doctypeError();
    return text.slice(before.length);
  }

  private open(tag: SaxesTagNS): void {
    this.touch();
    const depth = ++this.depth;
    const key = elementKey(tag.uri, tag.local);
    if (depth > wordpressImportLimits.maxDepth) {
      throw this.error("not-wxr", `Elements nest deeper than ${wordpressImportLimits.maxDepth} levels`);
    }
    if (depth === 1) {
      if (key !== "rss") throw this.error("not-wxr", `The root element is <${tag.name}>, not the <rss> of an export`);
      this.rootOpened = true;
    } else if (depth === 2 && key === "channel" && !this.channelSeen) {
      this.channelSeen = true;
      this.scopes.push(channelScope(depth, this.context));
    }
    const scope = this.scopes.at(-1);
    if (this.capture || scope?.depth !== depth - 1) return;
    const apply = scope.field(key, tag);
    if (apply) this.capture = { depth, name: tag.name, text: "", apply };
    else {
      const child = scope.child(key);
      if (child) this.scopes.push(child);
    }
  }

  private close(): void {
    this.touch();
    if (this.capture?.depth === this.depth) {
      this.capture.apply(this.capture.text);
      this.capture = null;
    } else if (this.scopes.at(-1)?.depth === this.depth) {
      this.scopes.pop()?.close();
    }
    if (--this.depth === 0) this.rootClosed = true;
  }

  private text(text: string): void {
    this.touch();
    const capture = this.capture;
    if (!capture) return;
    if (capture.text.length + text.length > this.maxTextChars) {
      throw this.error("too-large", `The text of <${capture.name}> is longer than ${this.maxTextChars} characters`);
    }
    capture.text += text;
  }

  private touch(): void {
    this.lastEventAt = this.sax.position;
  }

  private doctypeError(): WxrError {
    return this.error("doctype", "The file has a <!DOCTYPE>, which a WordPress export never has; it is not read");
  }

  private error(code: WxrErrorCode, message: string): WxrError {
    const { line, column } = this.sax;
    return new WxrError(code, `${message} (line ${line}, column ${column}).`, { line, column });
  }

  private fail(error: unknown): void {
    this.failure =
      error instanceof WxrError
        ? error
        : this.error("malformed", `The file is not well-formed XML: ${error instanceof Error ? error.message : error}`);
  }
}
