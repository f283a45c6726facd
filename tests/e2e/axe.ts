import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * The widths at which a screen is scanned: a phone's and a desktop's. What axe checks (names,
 * roles, contrast, landmarks) is the same at 320 as at 375 px and at 1024 as at 1280 px, so the
 * loops over more widths check only the layout there: a scan is seconds of the suite's time.
 */
export const scannedWidths: readonly number[] = [375, 1280];

/** What one axe scan may take on top of the test's own budget: a few seconds alone, 30 s and more on a busy machine. */
const scanBudgetMs = 60_000;

/**
 * Scans the page with axe and expects no serious or critical violation. Each scan extends the
 * test's time budget by its own, so a slow scan on a busy machine is a slow test, not a failed one.
 */
export async function expectNoSeriousAxeViolations(
  page: Page,
  label: string,
  options: { tags?: string[]; include?: string } = {},
) {
  test.info().setTimeout(test.info().timeout + scanBudgetMs);
  // Colours measured in the middle of a transition (the fields' `transition-colors`, just after a
  // test switched the theme) are neither theme's: on a busy machine the scan came 150 ms early.
  await page.evaluate(async () => {
    const transitions = document.getAnimations().filter((running) => running instanceof CSSTransition);
    // A transition cut short (the theme switched back) is over too.
    await Promise.all(transitions.map((running) => running.finished.catch(() => undefined)));
  });
  // Only the violations are collected: the passes and the incomplete checks, which nothing reads,
  // made each scan several times slower on a large page.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (options.tags) builder = builder.withTags(options.tags);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious, `axe violations (${label})`).toEqual([]);
}
