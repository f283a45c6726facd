// `npm start`: builds the web app and the server bundle when there is no build yet, then runs the
// server (build/app/main.mjs, plain JavaScript: decision 0022) in this process.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// React and React Router choose their production builds by NODE_ENV when first loaded; without
// it the server renders with the development builds, about twice the CPU time per page.
process.env.NODE_ENV ??= "production";

if (!existsSync("build/server/index.js") || !existsSync("build/app/main.mjs")) {
  console.log("No build yet: building it once (npm run build)...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../build/app/main.mjs");
