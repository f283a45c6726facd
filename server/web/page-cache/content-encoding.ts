/** The encodings every cached page is stored in. */
export type PageEncoding = "br" | "gzip" | "identity";

const chosen = new Map<string, PageEncoding>();
const remembered = 256;

/**
 * The best stored encoding an Accept-Encoding header admits: brotli, then gzip, else none. Browsers
 * send a handful of distinct headers, so answers are remembered per header text.
 */
export function preferredEncoding(header: string | undefined): PageEncoding {
  if (!header) return "identity";
  const known = chosen.get(header);
  if (known) return known;
  const encoding = parse(header);
  if (chosen.size >= remembered) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
}

function parse(header: string): PageEncoding {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    weights.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weight("br");
  const gzip = Math.max(weight("gzip"), weights.get("x-gzip") ?? 0);
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}
