import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { serverBundleOptions } from "./server-bundle.mjs";

/** The packages a chunk loads when it is loaded: its static imports, followed through chunks. */
function packagesLoadedBy(metafile: Metafile, output: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(output)) return packages;
  seen.add(output);
  for (const { path, kind, external } of metafile.outputs[output]!.imports) {
    if (kind !== "import-statement") continue;
    if (external) packages.add(path);
    else for (const name of packagesLoadedBy(metafile, path, seen)) packages.add(name);
  }
  return packages;
}

describe("the server bundle", () => {
  it("loads the app only where server/main.ts imports it, not in the primary of WEB_CONCURRENCY", async () => {
    const { metafile } = await build({ ...serverBundleOptions, write: false, metafile: true, logLevel: "silent" });
    const main = "build/app/main.mjs";
    expect(Object.keys(metafile.outputs)).toContain(main);

    // What the supervising primary loads: its configuration, and nothing of the app.
    const primary = [...packagesLoadedBy(metafile, main)];
    expect(primary.filter((name) => !name.startsWith("node:")).sort()).toEqual(["zod"]);

    // The app is one import() away, with the packages it serves with.
    const lazy = metafile.outputs[main]!.imports.filter((entry) => entry.kind === "dynamic-import" && !entry.external);
    expect(lazy).toHaveLength(1);
    const app = packagesLoadedBy(metafile, lazy[0]!.path);
    for (const name of ["fastify", "@electric-sql/pglite", "pg", "drizzle-orm"]) expect(app).toContain(name);
  });
});
