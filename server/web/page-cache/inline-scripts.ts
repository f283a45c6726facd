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
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(scriptElement)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (srcAttribute.test(attributes) || body === "") continue;
    const type = typeAttribute.exec(attributes);
    const typeName = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!executableTypes.has(typeName)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
