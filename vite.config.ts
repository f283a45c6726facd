import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { readerRouteIds } from "./scripts/bench/page-weight.mjs";
import { fontWeightRangeOnly } from "./scripts/vite/font-weight-range.ts";
import { precompressedAssets } from "./scripts/vite/precompressed-assets.ts";

/**
 * In the production browser build, React's API is served by Preact (decision 0031): the same
 * components, about 55 KB less JavaScript (gzip) on every page. The server renders with React,
 * and `npm run dev` keeps React on both sides. web/hydrate-document.ts becomes its Preact version.
 */
function preactInTheBrowser(): Plugin {
  const targets: Record<string, string> = {
    react: "preact/compat",
    "react-dom": "preact/compat",
    "react-dom/client": "preact/compat/client",
    "react/jsx-runtime": "preact/compat/jsx-runtime",
    "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  };
  return {
    name: "hronika:preact-in-the-browser",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const target = targets[source];
      if (target) return this.resolve(target, importer, { ...options, skipSelf: true });
      if (!source.endsWith("hydrate-document.ts")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace(/hydrate-document\.ts$/, "hydrate-document.preact.ts") };
    },
  };
}

/**
 * The modules that start a reader's page: the browser entry and the reader's routes, the same
 * list the page-weight check holds to its budget (the rest are staff areas and sign-in pages).
 */
const readerEntries = new Set(["entry.client", ...readerRouteIds].map((id) => fileURLToPath(new URL(`./web/${id}.tsx`, import.meta.url))));
const isReaderEntry = (id: string) => readerEntries.has(id.split("?")[0]!);

/**
 * The browser build puts every module that a reader's page imports statically into one chunk,
 * instead of the ~25 small chunks the automatic splitting makes (decision 0044): over HTTP/1.1 a
 * phone opens six connections, and each further request waits a round trip behind them. Staff
 * code stays out of it by construction: a module goes in only if a reader's page reaches it.
 */
function oneReaderChunk(): Plugin {
  const reached = new Set<string>();
  return {
    name: "hronika:one-reader-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const roots = [...this.getModuleIds()].filter(isReaderEntry);
      const queue = [...roots];
      while (queue.length > 0) {
        const info = this.getModuleInfo(queue.pop()!);
        for (const imported of info?.importedIds ?? []) {
          if (reached.has(imported)) continue;
          reached.add(imported);
          queue.push(imported);
        }
      }
    },
    outputOptions(options) {
      return { ...options, codeSplitting: { groups: [{ name: "reader", test: (id: string) => reached.has(id) && !isReaderEntry(id) }] } };
    },
  };
}

export default defineConfig({
  plugins: [preactInTheBrowser(), oneReaderChunk(), fontWeightRangeOnly(), precompressedAssets(), tailwindcss(), reactRouter()],
  build: { sourcemap: false },
  // Bundled into the server build so that only the icons and primitives the app uses are loaded:
  // imported whole, every icon of lucide and every Radix primitive cost each server process about
  // 30 MB of memory (issue 7).
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  server: { hmr: { port: 24678 } },
});
