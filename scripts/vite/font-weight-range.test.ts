import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import type { Alias } from "vite";
import { describe, expect, test } from "vitest";
import { cutFontAliases, fontWeightRange } from "./font-weight-range.ts";

const require = createRequire(import.meta.url);

/** The aliases the plugin gives Vite (it cuts the fonts into node_modules/.cache first). */
const aliases = () => cutFontAliases(process.cwd());

function resolveWith(aliasList: Alias[], source: string): string | null {
  const alias = aliasList.find(({ find }) => (find as RegExp).test(source));
  return alias ? source.replace(alias.find, alias.replacement) : null;
}

async function describeFont(file: string) {
  const sfnt = await fontverter.convert(await readFile(file), "sfnt");
  const face = new hb.Face(new hb.Blob(sfnt));
  return { bytes: (await readFile(file)).length, axes: face.getAxisInfos(), unicodes: [...face.collectUnicodes()] };
}

describe("fonts cut to the weights in use", () => {
  test(
    "the stylesheets' and the preload links' font files resolve to the cut copies; other files do not",
    { timeout: 60_000 },
    async () => {
      const list = await aliases();
      expect(resolveWith(list, "./files/inter-latin-wght-normal.woff2")).toMatch(
        /node_modules\/\.cache\/hronika-fonts\/inter@[\d.]+-wght-400-900\/inter-latin-wght-normal\.woff2$/,
      );
      expect(
        resolveWith(list, "@fontsource-variable/source-serif-4/files/source-serif-4-cyrillic-wght-italic.woff2?url"),
      ).toMatch(/source-serif-4@[\d.]+-wght-400-900\/source-serif-4-cyrillic-wght-italic\.woff2\?url$/);
      expect(resolveWith(list, "./files/inter-latin-opsz-normal.woff2")).toBeNull();
      expect(resolveWith(list, "./web/images/logo.woff2")).toBeNull();
    },
  );

  test.each([
    "inter/files/inter-cyrillic-wght-normal.woff2",
    "source-serif-4/files/source-serif-4-latin-wght-italic.woff2",
  ])("%s keeps every character, with weights 400 to 900 only, in fewer bytes", { timeout: 60_000 }, async (file) => {
    const original = await describeFont(require.resolve(`@fontsource-variable/${file}`));
    const cut = await describeFont(resolveWith(await aliases(), `@fontsource-variable/${file}`)!);
    expect(original.axes.wght!.min).toBeLessThan(fontWeightRange.min);
    expect(cut.axes.wght).toMatchObject({ min: fontWeightRange.min, max: fontWeightRange.max });
    expect(cut.unicodes).toEqual(original.unicodes);
    expect(cut.bytes).toBeLessThan(original.bytes * 0.8);
  });
});
