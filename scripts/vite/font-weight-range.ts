import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import type { Alias, Plugin } from "vite";

/**
 * The weights the pages set: `font-normal` (400) to `font-black` (900). Nothing is lighter.
 */
export const fontWeightRange = { min: 400, max: 900 };

const families = ["inter", "source-serif-4"];
/** A family's variable files in Fontsource's files/ folder, one per subset and style. */
const variableFile = (family: string) => `${family}-[a-z-]+-wght-(?:normal|italic)\\.woff2`;

/**
 * Fontsource's variable fonts carry every weight from 100 (Inter) or 200 (Source Serif 4) to 900.
 * The build serves copies of them cut to the range the pages use (decision 0030): every glyph and
 * feature kept, the weight axis narrowed, about 30 % fewer bytes (the four files a reader's page
 * loads: 155 KB → 112 KB).
 * The copies are made once per package version into node_modules/.cache, and an alias points
 * the stylesheets' `url()`s and the preload links' `?url` imports at them, so both name the same
 * hashed files under /assets/.
 */
export function fontWeightRangeOnly(): Plugin {
  return {
    name: "hronika:font-weight-range",
    async config(config) {
      return { resolve: { alias: await cutFontAliases(path.resolve(config.root ?? ".")) } };
    },
  };
}

/** Cuts the fonts (when not cut yet) and returns the aliases that lead to the cut copies. */
export async function cutFontAliases(root: string): Promise<Alias[]> {
  const cacheDirs = await Promise.all(families.map((family) => cutFamily(root, family)));
  return families.map((family, i) => ({
    find: new RegExp(`^(?:.*/)?(?:@fontsource-variable/${family}/)?files/(${variableFile(family)})(\\?url)?$`),
    replacement: `${cacheDirs[i]}/$1$2`,
  }));
}

async function cutFamily(root: string, family: string): Promise<string> {
  const require = createRequire(path.join(root, "package.json"));
  const packageDir = path.dirname(require.resolve(`@fontsource-variable/${family}/package.json`));
  const { version } = JSON.parse(await readFile(path.join(packageDir, "package.json"), "utf8")) as { version: string };
  const cacheDir = path.join(
    root,
    "node_modules/.cache/hronika-fonts",
    `${family}@${version}-wght-${fontWeightRange.min}-${fontWeightRange.max}`,
  );
  await mkdir(cacheDir, { recursive: true });
  const names = (await readdir(path.join(packageDir, "files"))).filter((name) =>
    new RegExp(`^${variableFile(family)}$`).test(name),
  );
  for (const name of names) {
    const target = path.join(cacheDir, name);
    if (existsSync(target)) continue;
    const cut = await subsetFont(await readFile(path.join(packageDir, "files", name)), undefined, {
      keepAllGlyphs: true,
      targetFormat: "woff2",
      variationAxes: { wght: fontWeightRange },
    });
    // Written aside and renamed, so that a build running at the same time never reads half a file.
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, cut);
    await rename(partial, target);
  }
  return cacheDir;
}
