// `npm start`: builds the web app when there is no build yet, then runs the server in this process.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { register } from "tsx/esm/api";

// React and React Router choose their production builds by NODE_ENV when first loaded; without
// it the server renders with the development builds, about twice the CPU time per page.
process.env.NODE_ENV ??= "production";

if (!existsSync("build/server/index.js")) {
  console.log("No web build yet: building it once (npm run build)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
register();
await import("../server/main.ts");
