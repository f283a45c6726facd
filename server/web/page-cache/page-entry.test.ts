import { createHash, randomBytes } from "node:crypto";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildPageEntry } from "./page-entry.ts";

const placeholder = "stylenonce0123456789abcdef";
const html = `<!doctype html><html><head><meta property="csp-nonce" nonce="${placeholder}"></head><body>${"<p>Новина с подробности.</p>".repeat(200)}<script>window.x=1</script></body></html>`;

const build = (body = html) =>
  buildPageEntry(
    { status: 200, headers: new Headers({ "content-type": "text/html; charset=utf-8" }), body: Buffer.from(body) },
    { baseHeaders: [["x-content-type-options", "nosniff"]], styleNoncePlaceholder: placeholder, renderedAt: 0 },
  );

describe("a page entry", () => {
  it("is compressed once, with brotli; gzip and plain are made on their first request, then kept and counted", async () => {
    const entry = await build();
    const grown: number[] = [];
    entry.onGrow = (bytes) => grown.push(bytes);
    const br = entry.variant("br");
    expect(entry.bytes).toBe(br.body().length);
    const plain = brotliDecompressSync(br.body()).toString("utf8");
    expect(plain).not.toContain(placeholder);

    const gzip = entry.variant("gzip");
    expect(gunzipSync(gzip.body()).toString("utf8")).toBe(plain);
    expect(entry.variant("gzip")).toBe(gzip);
    const identity = entry.variant("identity");
    expect(identity.body().toString("utf8")).toBe(plain);
    expect(grown).toEqual([gzip.body().length, identity.body().length]);
    expect(entry.bytes).toBe(br.body().length + gzip.body().length + identity.body().length);

    for (const [variant, encoding] of [
      [br, "br"],
      [gzip, "gzip"],
      [identity, undefined],
    ] as const) {
      const headers = Object.fromEntries(
        variant.headers.reduce<[string, string][]>(
          (pairs, value, i, all) => (i % 2 ? pairs : [...pairs, [value, all[i + 1]!]]),
          [],
        ),
      );
      expect(headers["content-encoding"]).toBe(encoding);
      expect(Number(headers["content-length"])).toBe(variant.body().length);
      expect(headers.etag).toBe(variant.etag);
    }
  });

  it("keeps only its compressed bytes: neither the rendered page nor zlib's whole output chunk", async () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    // The rendered page is reachable only from this function's scope, which ends with it.
    const { entry, rendered } = await (async () => {
      const page = {
        status: 200,
        headers: new Headers({ "content-type": "text/html; charset=utf-8" }),
        // Past the size Node serves from its shared 8 KB pool, compressed too.
        body: Buffer.from(html.replace("</body>", `<p>${randomBytes(8000).toString("hex")}</p></body>`)),
      };
      return {
        entry: await buildPageEntry(page, { baseHeaders: [], styleNoncePlaceholder: placeholder, renderedAt: 0 }),
        rendered: new WeakRef(page),
      };
    })();
    // A WeakRef's target stays alive until the current job ends.
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(rendered.deref()).toBeUndefined();
    for (const encoding of ["br", "gzip", "identity"] as const) {
      const body = entry.variant(encoding).body();
      expect(body.buffer.byteLength).toBe(body.byteLength);
    }
  });

  it("puts its nonce where the render had the placeholder, and admits its inline script by hash", async () => {
    const entry = await build();
    const { headers } = entry.variant("br");
    const csp = headers[headers.indexOf("content-security-policy") + 1]!;
    const nonce = /'nonce-([\w-]{22})'/.exec(csp)?.[1];
    const plain = brotliDecompressSync(entry.variant("br").body()).toString("utf8");
    expect(plain).toBe(html.replace(placeholder, nonce!));
    expect(csp).toContain(`'sha256-${createHash("sha256").update("window.x=1").digest("base64")}'`);
  });

  it("has the same ETags and nonce for the same page, other ones for another page", async () => {
    const [a, b, other] = await Promise.all([build(), build(), build(html.replace("Новина", "Друга новина"))]);
    expect(a.variant("br").etag).toBe(b.variant("br").etag);
    expect(a.variant("gzip").etag).toBe(b.variant("gzip").etag);
    expect(new Set([a.variant("br").etag, a.variant("gzip").etag, a.variant("identity").etag]).size).toBe(3);
    expect(other.variant("br").etag).not.toBe(a.variant("br").etag);
    const csp = (entry: typeof a) =>
      entry.variant("br").headers[entry.variant("br").headers.indexOf("content-security-policy") + 1];
    expect(csp(a)).toBe(csp(b));
    expect(csp(a)).toMatch(/style-src 'self' 'nonce-[\w-]{22}'/);
    expect(csp(a)).toMatch(/script-src 'self' 'sha256-/);
  });
});
