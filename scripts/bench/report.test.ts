import { describe, expect, it } from "vitest";
import {
  formatMarkdown,
  formatRatio,
  formatText,
  replaceRunSection,
  replaceSection,
  runSection,
  scenarioColumns,
  type ScenarioRow,
} from "./report.ts";

const row: ScenarioRow = {
  scenario: "hot article",
  tool: "wrk",
  rps: "1,234",
  p50: "12.0",
  p99: "48.0",
  failures: "0 / 0",
  generator: "64 %",
  serverCpu: "12.1 µs",
  rss: "420 MB",
  target: "≥ 0.5 × nginx | p99 < 50 ms",
  met: "yes",
};

describe("the benchmark report", () => {
  it("aligns the plain-text table and escapes pipes in Markdown", () => {
    const text = formatText(scenarioColumns, [row, { ...row, scenario: "search", rps: "87.5" }]).split("\n");
    expect(text[0]).toMatch(/^scenario\s+tool\s+req\/s/);
    expect(text[2]!.indexOf("1,234") + 5).toBe(text[3]!.indexOf("87.5") + 4);
    const markdown = formatMarkdown(scenarioColumns, [row]).split("\n");
    expect(markdown).toHaveLength(3);
    expect(markdown[2]).toContain("≥ 0.5 × nginx \\| p99 < 50 ms");
  });

  it("keeps two significant digits of small ratios", () => {
    expect([formatRatio(0.6234), formatRatio(0.0037189), formatRatio(1.5)]).toEqual(["0.62", "0.0037", "1.50"]);
  });

  it("replaces the run of one database kind and keeps the other and the hand-written text", () => {
    const intro = "# Performance\n\nHow to run it.\n";
    let doc = replaceRunSection(intro, "postgres", "first postgres run");
    doc = replaceRunSection(doc, "pglite", "first pglite run");
    expect(doc.indexOf("first pglite run")).toBeLessThan(doc.indexOf("first postgres run"));

    doc = replaceRunSection(doc, "pglite", "second pglite run");
    expect(doc).toContain("How to run it.");
    expect(doc).not.toContain("first pglite run");
    expect(doc).toContain("second pglite run");
    expect(doc).toContain("first postgres run");
    expect(doc.split(runSection("pglite", "second pglite run"))).toHaveLength(2);

    doc = replaceRunSection(doc, "postgres", "second postgres run");
    expect(doc).not.toContain("first postgres run");
    expect(doc.indexOf("second pglite run")).toBeLessThan(doc.indexOf("second postgres run"));
  });

  it("keeps a soak's section apart from the runs', replaced by the next soak alone", () => {
    let doc = replaceRunSection("# Performance\n", "pglite", "a pglite run");
    doc = replaceSection(doc, "soak-pglite", "Soak, embedded database (PGlite)", "first soak");
    doc = replaceRunSection(doc, "pglite", "another pglite run");
    doc = replaceSection(doc, "soak-pglite", "Soak, embedded database (PGlite)", "second soak");
    expect(doc).toContain("another pglite run");
    expect(doc).toContain("## Soak, embedded database (PGlite)\n\nsecond soak");
    expect(doc).not.toContain("first soak");
    expect(doc.indexOf("another pglite run")).toBeLessThan(doc.indexOf("second soak"));
  });
});
