import { importPanelTexts as texts, importReportTexts } from "#common/messages/wordpress-report.ts";
import type { ImportCounts, WordpressImportRun } from "#common/schemas/wordpress-import.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ErrorState } from "../ui/states.tsx";

const countOrder: (keyof ImportCounts)[] = [
  "articles",
  "comments",
  "authors",
  "categories",
  "tags",
  "pictures",
  "redirects",
];

/** An ended import: what came in, what did not and why; or why it failed. */
export function ImportReportView({ run, onAnother }: { run: WordpressImportRun; onAnother: () => void }) {
  const report = run.report;
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-5">
      <div>
        <h3 className="text-base font-bold text-zinc-900 dark:text-zinc-50">
          {run.state === "failed" ? texts.failedTitle : run.dryRun ? texts.dryRunDoneTitle : texts.doneTitle}
        </h3>
        <p className="mt-1 text-sm wrap-anywhere text-zinc-600 dark:text-zinc-400">{texts.fileOf(run.fileName)}</p>
      </div>
      {run.state === "failed" && run.error && <ErrorState message={run.error} />}
      {report && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {countOrder.map((key) => (
              <div key={key} className="rounded-xl border border-zinc-200 px-3 py-2 dark:border-zinc-800">
                <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{texts.counts[key]}</dt>
                <dd className="text-lg font-bold text-zinc-900 tabular-nums dark:text-zinc-50">
                  {report.imported[key].toLocaleString("bg-BG")}
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-col gap-1 text-sm text-zinc-700 dark:text-zinc-300">
            {(report.alreadyImported.articles > 0 || report.alreadyImported.comments > 0) && (
              <p>{texts.already(report.alreadyImported.articles, report.alreadyImported.comments)}</p>
            )}
            {report.missingPictures > 0 && <p>{texts.missingPictures(report.missingPictures)}</p>}
            {!report.dryRun && report.imported.authors > 0 && <p>{texts.authorsNote}</p>}
          </div>
          <section aria-labelledby="import-lines-heading">
            <h4 id="import-lines-heading" className="text-sm font-bold text-zinc-900 dark:text-zinc-50">
              {texts.linesTitle}
            </h4>
            {report.lines.length === 0 ? (
              <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{texts.noLines}</p>
            ) : (
              <ul className="mt-2 max-h-96 list-disc overflow-y-auto rounded-xl border border-zinc-200 py-2 pr-3 pl-8 text-sm text-zinc-700 dark:border-zinc-800 dark:text-zinc-300">
                {report.lines.map((line, i) => (
                  <li key={i} className="py-0.5 wrap-anywhere">
                    {line}
                  </li>
                ))}
                {report.linesLeftOut > 0 && (
                  <li className="py-0.5">{importReportTexts.linesLeftOut(report.linesLeftOut)}</li>
                )}
              </ul>
            )}
          </section>
        </>
      )}
      <div>
        <Button variant="secondary" onClick={onAnother}>
          {texts.again}
        </Button>
      </div>
    </div>
  );
}
