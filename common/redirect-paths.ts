/**
 * The addresses of the redirects table (issue 33): an old address as the table keys it, and the
 * place a redirect leads to. One spelling per address, whoever wrote it: a WordPress export's full
 * URL, an admin's typed path, or a reader's request, so `/новини/` and `/%D0%BD%D0%BE%D0%B2%D0%B8%D0%BD%D0%B8`
 * are one key.
 */

/** The longest address the table keeps (its `from_path` check). */
export const redirectPathMax = 2000;

/**
 * The query parameters WordPress routes by (`/?p=123`, `/?page_id=5`, `/?cat=3`, ...): the only
 * ones an old address keeps as part of its key; any other (tracking, paging) is dropped.
 */
export const wordpressQueryParams: readonly string[] = [
  "attachment_id",
  "author",
  "cat",
  "feed",
  "p",
  "page_id",
  "tag",
];

/**
 * An address as the redirects table keys it: the path without scheme and host, its percent
 * encoding in one spelling (decoded, then every byte but RFC 3986's path characters encoded, hex in
 * lower case), `..` and `.` resolved, repeated slashes one, no trailing slash (but "/"), and of the
 * query only WordPress's routing parameters, sorted (each once: the last, as PHP reads it). Null
 * for anything that is not an address of a site: another scheme, `//host` or `/\host`, text
 * without a leading slash, control characters, over 2000 characters.
 */
export function normalizeRedirectPath(address: string): string | null {
  const parsed = parseAddress(address);
  if (!parsed) return null;
  const kept = new Map<string, string>();
  for (const [name, value] of queryPairs(parsed.search))
    if (wordpressQueryParams.includes(name) && value !== "") kept.set(name, value);
  const query = [...kept.keys()]
    .sort()
    .map((name) => `${name}=${kept.get(name)}`)
    .join("&");
  const key = query ? `${parsed.path}?${query}` : parsed.path;
  return key.length <= redirectPathMax ? key : null;
}

/**
 * Where a redirect may lead: a page of this site, as a path with its whole query (`/search?q=…`),
 * spelled as `normalizeRedirectPath` spells paths; a full URL only when it is of `siteOrigin`
 * (this site's public address; null: a path only). Null for anything else, another site's
 * address included.
 */
export function normalizeRedirectTarget(address: string, siteOrigin: string | null): string | null {
  const parsed = parseAddress(address);
  if (!parsed) return null;
  if (parsed.origin !== null && (siteOrigin === null || parsed.origin !== new URL(siteOrigin).origin)) return null;
  const query = queryPairs(parsed.search)
    .map(([name, value]) => `${encodeBytes(utf8(name), queryCharacters)}=${value}`)
    .join("&");
  const target = query ? `${parsed.path}?${query}` : parsed.path;
  return target.length <= redirectPathMax ? target : null;
}

/** The path of a key or target, without its query. */
export function pathOfRedirect(address: string): string {
  const q = address.indexOf("?");
  return q === -1 ? address : address.slice(0, q);
}

/** A key or target as people read it: percent-escapes of UTF-8 letters shown as the letters (`/новини`). */
export function readableRedirectPath(address: string): string {
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}

/**
 * A searched text as the table's addresses spell it, to be found in them (`новини` is
 * `%d0%bd%d0%be…`): letters beyond ASCII and spaces encoded, the rest as typed.
 */
export function redirectSearchText(text: string): string {
  return encodeBytes(decodeBytes(text, false), searchCharacters);
}

/** Where a full URL or a path points: its origin (null for a path), normalized path and raw query. */
function parseAddress(address: string): { origin: string | null; path: string; search: string } | null {
  if (address.length > redirectPathMax) return null;
  const text = address.trim();
  // C0 and C1 controls (a line break, NUL) and DEL: the URL parser would quietly drop some of them.
  if (hasControlCharacter(text)) return null;
  let url: URL;
  let origin: string | null = null;
  try {
    if (/^https?:\/\//i.test(text)) {
      url = new URL(text);
      origin = url.origin;
    } else if (text.startsWith("/")) {
      // `//evil.com` and `/\evil.com` name a host: not a path of this site.
      url = new URL(text, placeholderOrigin);
      if (url.origin !== placeholderOrigin) return null;
    } else return null;
  } catch {
    return null;
  }
  const path = normalizePath(url.pathname);
  return path === null ? null : { origin, path, search: url.search };
}

const placeholderOrigin = "http://redirect-path.invalid";

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** A URL parser's path in one spelling; null when it holds a control character, encoded or not. */
function normalizePath(pathname: string): string | null {
  const segments: string[] = [];
  for (const segment of pathname.split("/")) {
    if (segment === "") continue;
    const bytes = decodeBytes(segment, false);
    if (bytes.some((byte) => byte < 0x20 || byte === 0x7f)) return null;
    segments.push(encodeBytes(bytes, pathCharacters));
  }
  return `/${segments.join("/")}`;
}

/** A query's name and value pairs, decoded as PHP does (`+` is a space), values re-encoded in one spelling. */
function queryPairs(search: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of search.replace(/^\?/, "").split("&")) {
    if (part === "") continue;
    const eq = part.indexOf("=");
    const name = utf8Decoder.decode(new Uint8Array(decodeBytes(eq === -1 ? part : part.slice(0, eq), true)));
    const value = encodeBytes(decodeBytes(eq === -1 ? "" : part.slice(eq + 1), true), queryCharacters);
    pairs.push([name, value]);
  }
  return pairs;
}

/** The bytes a percent-encoded text stands for; a `%` not followed by two hex digits is itself. */
function decodeBytes(text: string, plusIsSpace: boolean): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "%" && /^[0-9a-fA-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (char === "+" && plusIsSpace) bytes.push(0x20);
    else if (char.charCodeAt(0) < 0x80) bytes.push(char.charCodeAt(0));
    else {
      // A parsed URL holds ASCII only; a name or letter beyond it is its UTF-8 bytes (a pair of surrogates together).
      const point = text.codePointAt(i)!;
      if (point > 0xffff) i++;
      bytes.push(...utf8(String.fromCodePoint(point)));
    }
  }
  return bytes;
}

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder();
const utf8 = (text: string): number[] => [...utf8Encoder.encode(text)];

/** RFC 3986's unreserved characters, its sub-delimiters and `:` and `@`: what a path segment holds as itself. */
const pathCharacters = new Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@");
/** A query value's own characters: a path's, without those that separate or mean a space (`&`, `=`, `+`). */
const queryCharacters = new Set([...pathCharacters].filter((c) => !"&=+".includes(c)).concat(["/", "?"]));

/** What a searched text keeps as typed: a path's characters, and those that join its parts and its query. */
const searchCharacters = new Set([...pathCharacters, "/", "?", "%"]);

function encodeBytes(bytes: number[], own: Set<string>): string {
  let text = "";
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    text += byte < 0x80 && own.has(char) ? char : `%${byte.toString(16).padStart(2, "0")}`;
  }
  return text;
}
