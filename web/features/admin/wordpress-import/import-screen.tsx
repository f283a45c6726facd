import { FileText, FileUp } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { importPanelTexts as texts } from "#common/messages/wordpress-report.ts";
import type { ImportProgress, WordpressImportRun } from "#common/schemas/wordpress-import.ts";
import { Button, buttonClasses } from "#web/components/ui/button.tsx";
import { Label } from "#web/components/ui/input.tsx";
import { ProgressBar } from "#web/components/ui/progress-bar.tsx";
import { UploadError } from "#web/lib/upload.ts";
import { ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import { fetchLatestImport, startImport, type LatestImportData } from "./import-data.ts";
import { ImportReportView } from "./import-report-view.tsx";

/** How often a running import's progress is asked for. */
const pollMs = 1_500;

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.min(100, Math.round((part / whole) * 100)) : 0);

function progressLabel(progress: ImportProgress | null): { label: string; percent: number } {
  if (!progress || progress.phase === "reading")
    return {
      label: texts.reading(percentOf(progress?.bytesRead ?? 0, progress?.totalBytes ?? 0)),
      percent: percentOf(progress?.bytesRead ?? 0, progress?.totalBytes ?? 0),
    };
  return {
    label: texts.importing(progress.postsDone, progress.postsTotal),
    percent: percentOf(progress.postsDone, progress.postsTotal),
  };
}

/** The form: the export file, and whether this is only a trial. */
function ImportForm({ onStarted }: { onStarted: (run: WordpressImportRun) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [dryRun, setDryRun] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setError(texts.chooseFile);
    setError(null);
    setUploading(0);
    try {
      onStarted(await startImport(file, dryRun, setUploading).done);
    } catch (failure) {
      setError(failure instanceof UploadError && failure.serverError ? failure.serverError : texts.uploadFailed);
    } finally {
      setUploading(null);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 p-4 sm:p-5" noValidate>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="wordpress-export">{texts.fileLabel}</Label>
        {/* The browser's own button speaks its language, not the panel's: this one says it in Bulgarian. */}
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <input
            id="wordpress-export"
            ref={fileInput}
            type="file"
            accept=".xml,application/xml,text/xml"
            disabled={uploading !== null}
            onChange={(e) => setFileName(e.target.files?.[0]?.name ?? null)}
            aria-describedby={error ? "wordpress-export-error" : undefined}
            className="peer sr-only"
          />
          <label
            htmlFor="wordpress-export"
            className={buttonClasses(
              "secondary",
              "md",
              "cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2",
            )}
          >
            <FileText aria-hidden className="h-4 w-4" />
            {texts.pickFile}
          </label>
          <span className="min-w-0 text-sm wrap-anywhere text-zinc-600 dark:text-zinc-400">
            {fileName ?? texts.noFile}
          </span>
        </div>
      </div>
      <label className="flex items-start gap-2 text-sm text-zinc-700 dark:text-zinc-300">
        <input
          type="checkbox"
          checked={dryRun}
          onChange={(e) => setDryRun(e.target.checked)}
          disabled={uploading !== null}
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
        />
        <span>{texts.dryRunLabel}</span>
      </label>
      {error && (
        <p id="wordpress-export-error" role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {uploading !== null ? (
        <ProgressBar label={texts.uploading(uploading)} percent={uploading} />
      ) : (
        <div>
          <Button type="submit">
            <FileUp aria-hidden className="h-4 w-4" />
            {dryRun ? texts.startDryRun : texts.start}
          </Button>
        </div>
      )}
    </form>
  );
}

/**
 * "Внос от WordPress" (issue 33), the Owner's: upload an export, follow its progress (the import
 * runs on the server, on after the page is closed), read its report.
 */
export function WordpressImportScreen({ data: { latest } }: { data: LatestImportData }) {
  const { revalidate } = useRevalidator();
  const [run, setRun] = useState<WordpressImportRun | null>(latest.ok ? latest.data.run : null);
  const [another, setAnother] = useState(false);
  const running = run?.state === "running";

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      fetchLatestImport().then(setRun, () => undefined);
    }, pollMs);
    return () => clearInterval(timer);
  }, [running]);

  const showForm = !running && (run === null || another);
  const progress = progressLabel(run?.progress ?? null);
  return (
    <Panel aria-labelledby="wordpress-import-heading">
      <PanelHeader id="wordpress-import-heading" title={texts.title} live>
        <p className="w-full text-sm text-zinc-600 dark:text-zinc-400">{texts.intro}</p>
      </PanelHeader>
      {!latest.ok ? (
        <div className="p-4">
          <ErrorState message={texts.loadFailed} onRetry={revalidate} />
        </div>
      ) : showForm ? (
        <ImportForm
          onStarted={(started) => {
            setAnother(false);
            setRun(started);
          }}
        />
      ) : running ? (
        <div className="flex flex-col gap-3 p-4 sm:p-5" aria-live="polite">
          <p className="text-sm wrap-anywhere text-zinc-600 dark:text-zinc-400">{texts.fileOf(run.fileName)}</p>
          <ProgressBar label={progress.label} percent={progress.percent} />
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{texts.runningNote}</p>
        </div>
      ) : (
        run && <ImportReportView run={run} onAnother={() => setAnother(true)} />
      )}
    </Panel>
  );
}
