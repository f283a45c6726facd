import path from "node:path";
import { ensureFreshBuild } from "../../scripts/build-stamp.mjs";

/** The production build of the web app that the page tests serve. */
export const webBuildDir = path.resolve("build");

/**
 * Vitest global setup of the `api` suite: the page-cache tests serve the production web app, so
 * a missing or stale build (its stamp differs from the sources) is built first (about 20 s).
 */
export default function setup() {
  ensureFreshBuild("API tests");
}
