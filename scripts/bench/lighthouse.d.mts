export type LighthouseRow = {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** All four scores meet `lighthouseTargets`. */
  met: boolean;
  /** First and largest contentful paint, total blocking time, speed index (ms) and layout shift. */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  failing: { category: string; id: string; title: string; score: number; displayValue: string }[];
  consoleErrors: string[];
  lhr?: unknown;
};
export const lighthouseTargets: { performance: number; accessibility: number; bestPractices: number; seo: number };
export function runLighthouse(
  urls: string[],
  options?: { runs?: number; keepReports?: boolean; chromePath?: string },
): Promise<LighthouseRow[]>;
export function formatLighthouse(rows: LighthouseRow[]): string;
export function measureLighthouse(context: {
  baseUrl: string | null;
  paths: string[];
}): Promise<{ name: string; value: string; target: string; met: boolean }[]>;
