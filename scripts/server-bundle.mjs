// How `npm run build` bundles the server (scripts/build-server.mjs), in one place for the build
// and its test. server/main.ts and what it imports from server/ and common/ become plain
// JavaScript in build/app/ (decision 0022); packages stay in node_modules.
//
// Split into chunks: server/main.ts loads the app with import() only in a worker or a single
// process. An unsplit ESM bundle hoists every package's import to its top, so the primary of
// WEB_CONCURRENCY=N would load the whole app too (decision 0013).

/** @type {import("esbuild").BuildOptions} */
export const serverBundleOptions = {
  entryPoints: {
    main: "server/main.ts",
    backup: "server/db/backup-command.ts",
    "import-wordpress": "server/modules/wordpress/import-command.ts",
    "media-copy-to-s3": "server/modules/media/copy-to-s3-command.ts",
    "reset-two-step": "server/modules/auth/reset-two-step-command.ts",
  },
  outdir: "build/app",
  outExtension: { ".js": ".mjs" },
  // Beside main.mjs, not in a subfolder: server/db/client.ts finds the migrations beside itself.
  chunkNames: "[name]-[hash]",
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
};
