export type AssetSize = { url: string; bytes: number; gzip: number; brotli: number };
export type AssetTotals = { files: AssetSize[]; bytes: number; gzip: number; brotli: number };
export type PageWeight = {
  path: string;
  html: { bytes: number; gzip: number; brotli: number };
  js: AssetTotals;
  css: AssetTotals;
  /** Built chunks of the staff areas or sign-in pages that this page loads (should be none). */
  staffChunks: string[];
  /** Route ids of the staff areas or sign-in pages in this page's inline route manifest (should be none). */
  staffRoutes: string[];
  withinBudget: boolean;
};
export const pageWeightBudget: { jsGzip: number; cssGzip: number };
export const readerRouteIds: string[];
export function islandFiles(clientDir: string): string[];
export function assetsOfHtml(html: string): { scripts: string[]; styles: string[]; routeIds: string[] };
export function staticImportClosure(clientDir: string, urls: string[]): string[];
export function readRouteManifest(clientDir: string): {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
};
export function staffOnlyChunks(clientDir: string): { files: string[]; routeIds: string[] };
export function measurePageWeight(options: {
  baseUrl: string;
  paths?: string[];
  clientDir?: string;
}): Promise<PageWeight[]>;
export function formatPageWeight(rows: PageWeight[]): string;
