import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fontWeightRangeOnly } from "./scripts/vite/font-weight-range.ts";
import { islands } from "./scripts/vite/islands.ts";
import { preactInTheBrowser } from "./scripts/vite/preact-in-the-browser.ts";
import { precompressedAssets } from "./scripts/vite/precompressed-assets.ts";

/**
 * The staff app's browser build puts React Router's client with the root and every module they
 * import statically into one chunk, instead of the ~25 small chunks the automatic splitting makes
 * (decision 0044: over HTTP/1.1 each further request waits a round trip). The reader's pages load
 * none of it: their islands are built on their own (scripts/vite/islands.ts, decision 0088).
 */
function oneRouterChunk(): Plugin {
  const roots = new Set(
    ["entry.client", "root"].map((id) => fileURLToPath(new URL(`./web/${id}.tsx`, import.meta.url))),
  );
  const isRoot = (id: string) => roots.has(id.split("?")[0]!);
  const reached = new Set<string>();
  return {
    name: "hronika:one-router-chunk",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const queue = [...this.getModuleIds()].filter(isRoot);
      while (queue.length > 0) {
        for (const imported of this.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
          if (reached.has(imported)) continue;
          reached.add(imported);
          queue.push(imported);
        }
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: { groups: [{ name: "router", test: (id: string) => reached.has(id) && !isRoot(id) }] },
      };
    },
  };
}

export default defineConfig({
  plugins: [
    preactInTheBrowser(),
    oneRouterChunk(),
    ...islands(),
    fontWeightRangeOnly(),
    precompressedAssets(),
    tailwindcss(),
    reactRouter(),
  ],
  build: { sourcemap: false },
  // Bundled into the server build so that only the icons and primitives the app uses are loaded:
  // imported whole, every icon of lucide and every Radix primitive cost each server process about
  // 30 MB of memory (issue 7).
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  server: { hmr: { port: 24678 } },
});
