import { wordpressImportLimits } from "#common/limits.ts";
import { importReportTexts } from "#common/messages/wordpress-report.ts";
import type { ImportReport } from "#common/schemas/wordpress-import.ts";

export type { ImportCounts, ImportReport } from "#common/schemas/wordpress-import.ts";

export function emptyReport(site: string, dryRun: boolean): ImportReport {
  const zero = { authors: 0, categories: 0, tags: 0, articles: 0, comments: 0, pictures: 0, redirects: 0 };
  return {
    site,
    dryRun,
    imported: zero,
    alreadyImported: { articles: 0, comments: 0 },
    lines: [],
    linesLeftOut: 0,
    missingPictures: 0,
    commentsLeftOut: { spam: 0, trash: 0, pings: 0 },
  };
}

export function addLine(report: ImportReport, line: string): void {
  if (report.lines.length < wordpressImportLimits.reportLinesMax) report.lines.push(line);
  else report.linesLeftOut++;
}

/** The report as the command prints it (Bulgarian, as the panel shows it). */
export function reportText(report: ImportReport): string {
  const { imported: n, alreadyImported: before } = report;
  const head = [
    report.dryRun ? "Проба (--dry-run): нищо не е променено. Внасянето би направило:" : "Внесено:",
    `  статии: ${n.articles}, коментари: ${n.comments}, автори: ${n.authors}, категории: ${n.categories}, етикети: ${n.tags}`,
    `  снимки: ${n.pictures}, пренасочвания от старите адреси: ${n.redirects}`,
  ];
  if (before.articles || before.comments)
    head.push(`  вече внесени преди: статии ${before.articles}, коментари ${before.comments}`);
  if (report.missingPictures) head.push(`  снимки, които не можаха да бъдат взети: ${report.missingPictures}`);
  const lines = report.lines.length ? ["", "Невнесено и бележки:", ...report.lines.map((l) => `  - ${l}`)] : [];
  if (report.linesLeftOut) lines.push(`  ${importReportTexts.linesLeftOut(report.linesLeftOut)}`);
  return [...head, ...lines].join("\n");
}
