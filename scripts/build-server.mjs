// Part of `npm run build`: bundles the server (server/main.ts and what it imports from server/ and
// common/) into build/app/main.mjs, with its migrations beside it, so that `npm start` runs plain
// JavaScript. Running the TypeScript through tsx in production costs about 100 MB of memory
// (its loader thread and the sources it keeps) — decision 0022. Packages stay in node_modules.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

await rm("build/app", { recursive: true, force: true });
await build({
  entryPoints: ["server/main.ts"],
  outfile: "build/app/main.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
// server/db/client.ts finds the migrations beside itself, which in the bundle is build/app/.
await cp("server/db/migrations", "build/app/migrations", { recursive: true });
