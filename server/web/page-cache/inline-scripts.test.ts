import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts.ts";
import { etagMatches } from "./page-entry.ts";

const hash = (body: string) => `sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes the inline scripts a browser runs, once each", () => {
    const html = [
      // Text of several bytes a character before them: a script is found at its place in the bytes.
      "<p>Новина за ёжа</p>",
      "<script>window.a = 1;</script>",
      '<script type="module" async="">import "/assets/x.js";</script>',
      "<script>window.a = 1;</script>",
      '<SCRIPT type="text/javascript">ё = "ж";</SCRIPT >',
    ].join("\n");
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([
      hash("window.a = 1;"),
      hash('import "/assets/x.js";'),
      hash('ё = "ж";'),
    ]);
  });

  it("leaves out external scripts, data blocks and empty elements", () => {
    const html = [
      '<script src="/assets/a.js"></script>',
      '<script type="module" src="/assets/b.js"></script>',
      '<script type="application/ld+json">{"@type":"NewsArticle"}</script>',
      "<script></script>",
    ].join("");
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([]);
  });
});

describe("etagMatches", () => {
  it("matches the exact strong tag, a list, a weak form of it, or *", () => {
    expect(etagMatches('"abc-br"', '"abc-br"')).toBe(true);
    expect(etagMatches('"x", "abc-br"', '"abc-br"')).toBe(true);
    expect(etagMatches('W/"abc-br"', '"abc-br"')).toBe(true);
    expect(etagMatches("*", '"abc-br"')).toBe(true);
    expect(etagMatches('"abc"', '"abc-br"')).toBe(false);
  });
});
