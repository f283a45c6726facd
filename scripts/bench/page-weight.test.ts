import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assetsOfHtml, staffOnlyChunks, staticImportClosure } from "./page-weight.mjs";

const html = `<!DOCTYPE html><html><head>
<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>
<link rel="modulepreload" href="/assets/chunk-B.js"/>
<link nonce="n" rel="stylesheet" href="/assets/root-C.css"/>
<link rel="icon" href="/favicon.svg"/>
</head><body><script type="module" async="">;
import * as route0 from "/assets/root-D.js";
import * as route1 from "/assets/home-E.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js","imports":[]},"routes":{"root":{"id":"root"},"routes/home":{"id":"routes/home"}}};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};
import("/assets/entry.client-A.js");</script></body></html>`;

/** A tiny build folder: three modules importing each other, one only dynamically, and a route manifest. */
const madeDirs: string[] = [];
afterAll(() => {
  for (const dir of madeDirs) rmSync(dir, { recursive: true, force: true });
});

function buildFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), "page-weight-"));
  madeDirs.push(dir);
  mkdirSync(path.join(dir, "assets"));
  const write = (name: string, text: string) => writeFileSync(path.join(dir, "assets", name), text);
  write("a.js", 'import{x as e}from"./b.js";import"./c.js";const l=()=>import("./lazy.js");');
  write("b.js", "export const x=1;");
  write("c.js", 'import{x}from"./b.js";');
  write("lazy.js", "export default 1;");
  write(
    "manifest-1.js",
    `window.__reactRouterManifest=${JSON.stringify({
      entry: { module: "/assets/a.js", imports: ["/assets/b.js"] },
      routes: {
        root: { id: "root", module: "/assets/c.js", imports: ["/assets/b.js"] },
        "routes/admin-layout": {
          id: "routes/admin-layout",
          module: "/assets/admin.js",
          imports: ["/assets/b.js", "/assets/admin-shared.js"],
        },
      },
    })};`,
  );
  return dir;
}

describe("page weight", () => {
  it("reads the scripts, stylesheets and inline route manifest of an SSR page", () => {
    const assets = assetsOfHtml(html);
    expect(assets.scripts.sort()).toEqual([
      "/assets/chunk-B.js",
      "/assets/entry.client-A.js",
      "/assets/home-E.js",
      "/assets/root-D.js",
    ]);
    expect(assets.styles).toEqual(["/assets/root-C.css"]);
    expect(assets.routeIds).toEqual(["root", "routes/home"]);
  });

  it("follows static imports but not dynamic ones", () => {
    expect(staticImportClosure(buildFolder(), ["/assets/a.js"]).sort()).toEqual([
      "/assets/a.js",
      "/assets/b.js",
      "/assets/c.js",
    ]);
  });

  it("finds the chunks only staff routes use", () => {
    expect(staffOnlyChunks(buildFolder())).toEqual({
      files: ["/assets/admin.js", "/assets/admin-shared.js"],
      routeIds: ["routes/admin-layout"],
    });
  });
});
