import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import {
  islandFiles,
  measurePageWeight,
  pageWeightBudget,
  staffOnlyChunks,
} from "../../../scripts/bench/page-weight.mjs";
import { canonicalArticlePath, expect, test } from "../fixtures.ts";

// Issue 7, point 5: what a reader's phone downloads before a page is interactive. Sizes, never times.
const clientDir = "build/client";

/** The first article of the home page (the demo content's ids are not fixed). */
async function firstArticlePath(page: Page): Promise<string> {
  await page.goto("/home");
  const href = await page.locator('main a[href^="/article/"]').first().getAttribute("href");
  expect(href).toMatch(canonicalArticlePath);
  return href!;
}

/** Loads `path` in the browser and returns every response it received until the network was idle. */
async function loadAndRecord(page: Page, path: string) {
  const responses: { url: string; type: string; body: Buffer }[] = [];
  const pending: Promise<void>[] = [];
  page.on("response", (response) => {
    pending.push(
      (async () => {
        const type = response.request().resourceType();
        const body =
          response.status() < 300 && type !== "document"
            ? await response.body().catch(() => Buffer.alloc(0))
            : Buffer.alloc(0);
        responses.push({ url: response.url(), type, body });
      })(),
    );
  });
  await page.goto(path, { waitUntil: "networkidle" });
  await Promise.all(pending);
  return responses;
}

const gzipTotal = (items: { body: Buffer }[]) => items.reduce((total, item) => total + gzipSync(item.body).length, 0);

test.describe("lean public pages", () => {
  test("the SSR HTML of /home, an article, an author page, a publisher's page and the search results page names at most 40 KB of JS and 30 KB of CSS (gzip), only the islands' files, and no staff code", async ({
    page,
    baseURL,
  }) => {
    const article = await firstArticlePath(page);
    const rows = await measurePageWeight({
      baseUrl: baseURL!,
      paths: ["/home", article, "/author/maria.ivanova", "/za-nas", "/search?q=sofia"],
      clientDir,
    });
    const islands = islandFiles(clientDir);
    console.log(
      rows
        .map(
          (row) =>
            `${row.path}: JS ${(row.js.gzip / 1000).toFixed(1)} KB, CSS ${(row.css.gzip / 1000).toFixed(1)} KB (gzip)`,
        )
        .join("; "),
    );
    for (const row of rows) {
      expect(row.js.files.length, `${row.path}: scripts found`).toBeGreaterThan(0);
      // The islands' entry and its chunk (decision 0088), nothing of React Router's build.
      expect(row.js.files.map((file) => file.url).sort(), `${row.path}: scripts`).toEqual([...islands].sort());
      expect(row.js.gzip, `${row.path}: JS gzip bytes`).toBeLessThanOrEqual(pageWeightBudget.jsGzip);
      expect(row.css.gzip, `${row.path}: CSS gzip bytes`).toBeLessThanOrEqual(pageWeightBudget.cssGzip);
      expect(row.staffChunks, `${row.path}: staff chunks`).toEqual([]);
      expect(row.staffRoutes, `${row.path}: staff routes in the inline manifest`).toEqual([]);
    }
  });

  for (const which of ["/home", "article"] as const) {
    test(`in the browser, ${which} loads within the budget, no staff chunk, fonts and everything else from its own origin`, async ({
      page,
      baseURL,
    }) => {
      const path = which === "/home" ? "/home" : await firstArticlePath(page);
      const staff = new Set(staffOnlyChunks(clientDir).files);
      expect(staff.size, "the build has staff-only chunks to look for").toBeGreaterThan(5);

      const context = await page
        .context()
        .browser()!
        .newContext({ baseURL, viewport: { width: 375, height: 812 } });
      const fresh = await context.newPage();
      const responses = await loadAndRecord(fresh, path);
      // Every face the page asked for decoded (the build cuts them to the weights in use).
      const faces = await fresh.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts]
          .filter((face) => face.status !== "unloaded")
          .map((face) => `${face.family} ${face.style}: ${face.status}`);
      });
      await context.close();
      expect(faces.length).toBeGreaterThanOrEqual(2);
      for (const face of faces) expect(face).toMatch(/: loaded$/);

      const origin = new URL(baseURL!).origin;
      expect(
        responses.filter((r) => new URL(r.url).origin !== origin && !r.url.startsWith("data:")).map((r) => r.url),
      ).toEqual([]);

      const scripts = responses.filter((r) => r.type === "script");
      const styles = responses.filter((r) => r.type === "stylesheet");
      expect(scripts.length).toBeGreaterThan(0);
      expect(gzipTotal(scripts), "JS gzip bytes loaded").toBeLessThanOrEqual(pageWeightBudget.jsGzip);
      expect(gzipTotal(styles), "CSS gzip bytes loaded").toBeLessThanOrEqual(pageWeightBudget.cssGzip);
      expect(scripts.map((r) => new URL(r.url).pathname).filter((p) => staff.has(p))).toEqual([]);

      // Self-hosted fonts: WOFF2 from /assets/, each face swapping in and limited to its subset.
      const fonts = responses.filter((r) => r.type === "font");
      expect(fonts.length).toBeGreaterThanOrEqual(2);
      for (const font of fonts) expect(new URL(font.url).pathname).toMatch(/^\/assets\/.+\.woff2$/);
      const css = styles.map((r) => r.body.toString("utf8")).join("\n");
      const declared = css.match(/@font-face\{[^}]*\}/g) ?? [];
      expect(declared.length).toBeGreaterThanOrEqual(4);
      for (const face of declared) {
        expect(face).toContain("font-display:swap");
        expect(face).toMatch(/unicode-range:/);
      }
      expect(
        declared.some((face) => /U\+0?400-0?45F/.test(face)),
        "a Cyrillic subset",
      ).toBe(true);
    });
  }

  test("scripts and stylesheets are sent precompressed, brotli or gzip by Accept-Encoding, the same bytes as the build", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(await firstArticlePath(page))).text();
    const files = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])];
    // The stylesheet, the islands' entry and its chunk (decision 0088).
    expect(files.length).toBeGreaterThanOrEqual(3);
    for (const file of files) {
      const built = readFileSync(`${clientDir}${file}`);
      for (const [accept, encoding] of [
        ["br, gzip", "br"],
        ["gzip", "gzip"],
        ["identity", undefined],
      ] as const) {
        const response = await request.get(file, { headers: { "accept-encoding": accept } });
        expect(response.status(), `${file} (${accept})`).toBe(200);
        expect(response.headers()["content-encoding"], `${file} (${accept})`).toBe(encoding);
        expect(response.headers().vary).toMatch(/accept-encoding/i);
        expect((await response.body()).equals(built), `${file} (${accept}) decodes to the built file`).toBe(true);
      }
    }
  });
});
