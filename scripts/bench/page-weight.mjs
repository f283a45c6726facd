// The bytes a public page makes the browser load before it is interactive, from the production
// build: every script the SSR HTML names (modulepreload links and the inline module's imports)
// with everything those import statically, and the stylesheets, each gzipped as it goes over the
// wire. Also finds which built chunks belong only to the staff areas, so a check can say that none
// of them reaches a reader.
//   node scripts/bench/page-weight.mjs [--base http://127.0.0.1:3000] [--client build/client] [path ...]
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { brotliCompressSync, gzipSync } from "node:zlib";

/**
 * The budget of a reader page, in gzipped bytes (KB = 1000 bytes, the stricter reading): issue 7's
 * 30 KB of CSS, and issue 24's 40 KB of JavaScript (its islands, decision 0088; it was 100 KB).
 */
export const pageWeightBudget = { jsGzip: 40_000, cssGzip: 30_000 };

/**
 * The reader's route modules, and the root: everything else (staff areas, sign-in pages) is staff
 * code, which a reader's page must never load. (A reader's page loads none of React Router's build
 * since decision 0088, only its islands; the check stays.)
 */
export const readerRouteIds = [
  "root",
  "routes/index-redirect",
  "routes/home",
  "routes/article",
  "routes/article-comment",
  "routes/category",
  "routes/not-found",
  "routes/search",
  "routes/author",
  "routes/share-viber",
];

/** A reader's route: one of those, or one of the publisher's pages (one route per slug, ids `site-page-{slug}`: web/routes.ts). */
const isReaderRoute = (id) => readerRouteIds.includes(id) || id.startsWith("site-page-");

const attributes = (tag) =>
  Object.fromEntries(
    [...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].slice(1).map((m) => [m[1].toLowerCase(), m[2] ?? ""]),
  );

/** The script and stylesheet URLs an SSR page names, and the route ids of its inline manifest. */
export function assetsOfHtml(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attributes(tag);
    if (a.rel === "modulepreload") scripts.add(a.href);
    if (a.rel === "stylesheet") styles.add(a.href);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/gi)) scripts.add(attributes(tag).src);
  for (const [, inline] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const [, url] of inline.matchAll(/(?:from\s*|import\s*\(?\s*)"(\/[^"]+\.js)"/g)) scripts.add(url);
  }
  const manifest = /window\.__reactRouterManifest\s*=\s*(\{[\s\S]*?\});\s*window\.__reactRouterRouteModules/.exec(html);
  const routeIds = manifest ? Object.keys(JSON.parse(manifest[1]).routes) : [];
  return { scripts: [...scripts], styles: [...styles], routeIds };
}

function readAsset(clientDir, url) {
  return readFileSync(path.join(clientDir, decodeURIComponent(new URL(url, "http://x").pathname)));
}

/** `url` and every module it imports statically (dynamic `import()` loads later, on demand). */
export function staticImportClosure(clientDir, urls) {
  const seen = new Set();
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readAsset(clientDir, url).toString("utf8");
    for (const [, spec] of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+)["']/g)) {
      queue.push(new URL(spec, new URL(url, "http://x")).pathname);
    }
  }
  return [...seen];
}

/** The files a reader's page loads with it: the islands' entry and its chunks (scripts/vite/islands.ts, decision 0088). */
export function islandFiles(clientDir) {
  const assets = JSON.parse(readFileSync(path.join(clientDir, ".vite", "islands.json"), "utf8"));
  return [assets.entry, ...assets.imports];
}

/** The built route manifest (every route, not only the ones a page carries). */
export function readRouteManifest(clientDir) {
  const dir = path.join(clientDir, "assets");
  const file = readdirSyncSafe(dir).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No route manifest in ${dir}: run \`npm run build\` first.`);
  const text = readFileSync(path.join(dir, file), "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1));
}

function readdirSyncSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** Chunks that only the staff areas and sign-in pages use: a reader page must load none of them. */
export function staffOnlyChunks(clientDir) {
  const manifest = readRouteManifest(clientDir);
  const filesOf = (route) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])];
  const reader = new Set([...filesOf(manifest.entry)]);
  const staff = new Set();
  for (const [id, route] of Object.entries(manifest.routes)) {
    for (const file of filesOf(route)) (isReaderRoute(id) ? reader : staff).add(file);
  }
  return {
    files: [...staff].filter((file) => !reader.has(file)),
    routeIds: Object.keys(manifest.routes).filter((id) => !isReaderRoute(id)),
  };
}

const sizes = (buffer) => ({
  bytes: buffer.length,
  gzip: gzipSync(buffer).length,
  brotli: brotliCompressSync(buffer).length,
});
const sum = (files, key) => files.reduce((total, file) => total + file[key], 0);

/**
 * Measures the pages at `paths` on a running production server (`baseUrl`) whose build is in
 * `clientDir`. Returns one row per page with the JS and CSS files, their gzipped totals, the
 * staff-only chunks and route ids it carries (both should be empty) and whether it fits the budget.
 */
export async function measurePageWeight({ baseUrl, paths = ["/home", "/article/1"], clientDir = "build/client" }) {
  const staff = staffOnlyChunks(clientDir);
  const rows = [];
  for (const pagePath of paths) {
    const response = await fetch(new URL(pagePath, baseUrl), { headers: { "accept-encoding": "identity" } });
    // The not-found page is a reader page too (status 404).
    if (!response.ok && response.status !== 404) throw new Error(`GET ${pagePath} answered ${response.status}`);
    const html = await response.text();
    const { scripts, styles, routeIds } = assetsOfHtml(html);
    const js = staticImportClosure(clientDir, scripts).map((url) => ({ url, ...sizes(readAsset(clientDir, url)) }));
    const css = styles.map((url) => ({ url, ...sizes(readAsset(clientDir, url)) }));
    const row = {
      path: pagePath,
      html: sizes(Buffer.from(html)),
      js: { files: js, bytes: sum(js, "bytes"), gzip: sum(js, "gzip"), brotli: sum(js, "brotli") },
      css: { files: css, bytes: sum(css, "bytes"), gzip: sum(css, "gzip"), brotli: sum(css, "brotli") },
      staffChunks: js.map((f) => f.url).filter((url) => staff.files.includes(url)),
      staffRoutes: routeIds.filter((id) => staff.routeIds.includes(id)),
    };
    row.withinBudget =
      row.js.gzip <= pageWeightBudget.jsGzip &&
      row.css.gzip <= pageWeightBudget.cssGzip &&
      row.staffChunks.length === 0 &&
      row.staffRoutes.length === 0;
    rows.push(row);
  }
  return rows;
}

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

/** A plain-text table of `measurePageWeight`'s rows. */
export function formatPageWeight(rows) {
  const lines = [
    `page | JS files | JS gzip (≤ ${kb(pageWeightBudget.jsGzip)}) | CSS gzip (≤ ${kb(pageWeightBudget.cssGzip)}) | HTML gzip | staff code | fits`,
  ];
  for (const row of rows) {
    const staff = [...row.staffChunks, ...row.staffRoutes].join(", ") || "none";
    lines.push(
      `${row.path} | ${row.js.files.length} | ${kb(row.js.gzip)} | ${kb(row.css.gzip)} | ${kb(row.html.gzip)} | ${staff} | ${row.withinBudget ? "yes" : "NO"}`,
    );
  }
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      base: { type: "string", default: "http://127.0.0.1:3000" },
      client: { type: "string", default: "build/client" },
      verbose: { type: "boolean", default: false },
    },
  });
  const rows = await measurePageWeight({
    baseUrl: values.base,
    clientDir: values.client,
    paths: positionals.length ? positionals : undefined,
  });
  console.log(formatPageWeight(rows));
  if (values.verbose) {
    for (const row of rows) {
      console.log(`\n${row.path}`);
      for (const file of [...row.js.files, ...row.css.files].sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${kb(file.gzip).padStart(9)}  ${file.url}`);
    }
  }
  process.exitCode = rows.every((row) => row.withinBudget) ? 0 : 1;
}
