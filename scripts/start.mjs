// `npm start`: builds the web app and the server bundle when there is no build or the sources
// changed since it was made (scripts/build-stamp.mjs), then runs the server (build/app/main.mjs,
// plain JavaScript: decision 0022) in this process.
import { ensureFreshBuild } from "./build-stamp.mjs";

// React and React Router choose their production builds by NODE_ENV when first loaded; without
// it the server renders with the development builds, about twice the CPU time per page.
process.env.NODE_ENV ??= "production";

try {
  ensureFreshBuild("npm start");
} catch {
  process.exit(1);
}
await import("../build/app/main.mjs");
