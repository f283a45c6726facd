import { describe, expect, it } from "vitest";
import { npmScript, npmStart, parseStartScript } from "./npm-start.ts";

describe("npm start's command", () => {
  it("is package.json's: the arenas, the heap limits and the start script", () => {
    const start = npmStart();
    expect(start.env).toMatchObject({ MALLOC_ARENA_MAX: "2" });
    expect(start.nodeFlags).toEqual(expect.arrayContaining([expect.stringMatching(/^--max-old-space-size=\d+$/)]));
    expect(start.script).toBe("scripts/start.mjs");
  });

  it("reads the other scripts that run one node script, and names one that is missing", () => {
    expect(npmScript("import:wordpress").script).toBe("scripts/import-wordpress.mjs");
    expect(() => npmScript("no-such-script")).toThrow(/no script "no-such-script"/);
  });

  it("keeps a value with '=' whole and refuses what it cannot run as npm start does", () => {
    expect(parseStartScript("A=1 B=x=y node --f=1 -g s.mjs")).toEqual({
      env: { A: "1", B: "x=y" },
      nodeFlags: ["--f=1", "-g"],
      script: "s.mjs",
    });
    expect(() => parseStartScript("tsx server/main.ts")).toThrow(/does not run node/);
    expect(() => parseStartScript("node")).toThrow(/not one node script/);
    expect(() => parseStartScript("node a.mjs && node b.mjs")).toThrow(/not one node script/);
  });
});
