import { readFileSync } from "node:fs";
import path from "node:path";
import { build, type Plugin } from "vite";
import { precompressedAssets } from "./precompressed-assets.ts";
import { preactInTheBrowser } from "./preact-in-the-browser.ts";

/** The browser entry of the reader's pages (decision 0088). */
const entry = path.resolve("web/entry.islands.ts");
/** The same in `npm run dev`, after React Router's Fast Refresh preamble. */
const devEntry = "/web/entry.islands.dev.ts";
const clientDir = path.resolve("build/client");
/** Where the islands' build says which files the entry became, for the server build. */
const assetsFile = path.join(".vite", "islands.json");

/** What the reader's pages must never load: React Router, React's own DOM (Preact serves it, decision 0031), the class merger. */
const forbidden = /\/node_modules\/(?:react-router|@react-router|react-dom|tailwind-merge)\//;
/** What must not load with a reader's page, only when used: the whole catalogue (the reader's texts are messages/reader.ts). */
const notAtOnce = /\/common\/messages\.ts$/;

export const islandAssetsModule = "virtual:hronika/island-assets";

/**
 * The islands' own build, beside the staff app's browser build: web/entry.islands.ts and what it
 * imports statically in one file (its dialogs and zod in lazy chunks), tree-shaken for the
 * reader's pages alone, so nothing the staff app shares with them (the whole message catalogue,
 * the class merger) comes along. It refuses to build if they reach React Router, react-dom or
 * tailwind-merge, and writes the entry's file names to build/client/.vite/islands.json.
 */
async function buildIslands(base: string) {
  await build({
    configFile: false,
    envFile: false,
    mode: "production",
    logLevel: "warn",
    base,
    plugins: [
      preactInTheBrowser(),
      precompressedAssets(),
      {
        name: "hronika:islands-assets-file",
        generateBundle(_options, bundle) {
          const chunks = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file] : []));
          const leaks = chunks.flatMap((chunk) => chunk.moduleIds.filter((id) => forbidden.test(id)));
          if (leaks.length > 0)
            this.error(`the reader's islands import what their pages must not load: ${leaks.slice(0, 5).join(", ")}`);
          const main = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === entry);
          if (!main) return this.error("the islands' entry was not built");
          const atOnce = [
            main,
            ...main.imports.flatMap((fileName) => chunks.filter((chunk) => chunk.fileName === fileName)),
          ];
          const early = atOnce.flatMap((chunk) =>
            Object.entries(chunk.modules)
              .filter(([id, module]) => notAtOnce.test(id) && module.renderedLength > 0)
              .map(([id]) => id),
          );
          if (early.length > 0)
            this.error(
              `the reader's islands load the whole message catalogue with the page (import #common/messages/reader.ts): ${early.join(", ")}`,
            );
          const assets = {
            entry: `${base}${main.fileName}`,
            imports: main.imports.map((fileName) => `${base}${fileName}`),
          };
          this.emitFile({ type: "asset", fileName: assetsFile, source: JSON.stringify(assets) });
        },
      },
    ],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      rollupOptions: {
        input: { islands: entry },
        output: { entryFileNames: "assets/[name]-[hash].js", chunkFileNames: "assets/[name]-[hash].js" },
      },
    },
  });
}

/**
 * The islands in the app's build (decision 0088): after the browser build, the islands' own build
 * (above); the server build then reads its file names as the module `virtual:hronika/island-assets`,
 * which web/entry.server.tsx hands to the pages. In `npm run dev` that module names the entry's
 * source, which Vite serves.
 */
export function islands(): Plugin[] {
  let command: "build" | "serve" = "build";
  let base = "/";
  return [
    {
      name: "hronika:islands-build",
      apply: "build",
      applyToEnvironment: (environment) => environment.name === "client",
      configResolved(config) {
        base = config.base;
      },
      async closeBundle() {
        await buildIslands(base);
      },
    },
    {
      name: "hronika:island-assets",
      configResolved(config) {
        command = config.command;
      },
      resolveId(id) {
        return id === islandAssetsModule ? `\0${islandAssetsModule}` : null;
      },
      load(id) {
        if (id !== `\0${islandAssetsModule}`) return null;
        if (command === "serve") return `export default ${JSON.stringify({ entry: devEntry, imports: [] })};`;
        return `export default ${readFileSync(path.join(clientDir, assetsFile), "utf8")};`;
      },
    },
  ];
}
