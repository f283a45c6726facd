import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createLocalStorage } from "./storage.ts";

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

describe("local media storage", () => {
  it("removes the partial files a killed process left, and none that may still be written", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "hronika-media-"));
    folders.push(root);
    await mkdir(path.join(root, "images"), { recursive: true });
    await mkdir(path.join(root, "videos"), { recursive: true });
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    for (const [file, old] of [
      ["images/a-1200.webp.partial", true],
      ["videos/b.mp4.partial", true],
      ["images/c-800.webp.partial", false],
      ["images/d-400.webp", true],
    ] as const) {
      await writeFile(path.join(root, file), "x");
      if (old) await utimes(path.join(root, file), hourAgo, hourAgo);
    }
    const storage = createLocalStorage(root);
    expect(await storage.removeAbandoned(5 * 60_000)).toBe(2);
    const left = (await readdir(root, { recursive: true })).filter((f) => f.includes(".")).sort();
    expect(left).toEqual([path.join("images", "c-800.webp.partial"), path.join("images", "d-400.webp")]);
  });

  it("is content with a storage folder that is not there yet", async () => {
    expect(await createLocalStorage(path.join(tmpdir(), "hronika-media-missing-folder")).removeAbandoned(0)).toBe(0);
  });
});
