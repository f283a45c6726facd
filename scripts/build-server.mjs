// Part of `npm run build`: bundles the server into build/app/ (main.mjs and its chunks, with the
// migrations beside them), so that `npm start` runs plain JavaScript. Running the TypeScript
// through tsx in production costs about 100 MB of memory (its loader thread and the sources it
// keeps) — decision 0022.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";
import { serverBundleOptions } from "./server-bundle.mjs";

await rm("build/app", { recursive: true, force: true });
await build(serverBundleOptions);
await cp("server/db/migrations", "build/app/migrations", { recursive: true });
