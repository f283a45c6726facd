import { createHash } from "node:crypto";

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /\bsrc\s*=/i;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const executableTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

/**
 * The CSP source expressions ('sha256-…') of the inline scripts a browser would run in this HTML:
 * scripts without `src` whose type is JavaScript or a module. Data blocks such as JSON-LD are
 * never run, so they need none.
 */
export function inlineScriptHashes(page: Buffer): string[] {
  // Read as Latin-1, one character a byte: the markup searched for is ASCII, a script's place in
  // the text is its place in the bytes, and its hash is taken over its UTF-8 bytes.
  const html = page.toString("latin1");
  const hashes = new Set<string>();
  for (const match of html.matchAll(scriptElement)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (srcAttribute.test(attributes) || body === "") continue;
    const type = typeAttribute.exec(attributes);
    const typeName = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!executableTypes.has(typeName)) continue;
    const start = match.index + "<script".length + attributes.length + ">".length;
    hashes.add(
      `sha256-${createHash("sha256")
        .update(page.subarray(start, start + body.length))
        .digest("base64")}`,
    );
  }
  return [...hashes];
}
