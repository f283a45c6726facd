import { RotateCcw } from "lucide-react";
import { backgroundJobTexts } from "#common/messages/background-jobs.ts";
import { formatAdminDateTime } from "#common/dates.ts";
import type { FailedJob } from "#common/schemas/background-jobs.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { Panel, PanelHeader } from "../ui/states.tsx";

export type RetryJobIntent = { intent: "retry-job"; id: number };

/**
 * The dashboard's panel of background jobs that failed after every attempt (decision 0129): what
 * each was for, why it failed and when, and the button that tries it again. Nothing when none did.
 */
export function FailedJobsPanel({ jobs }: { jobs: FailedJob[] }) {
  const { submit, pending } = useAction<RetryJobIntent>();
  if (jobs.length === 0) return null;
  return (
    <Panel aria-labelledby="failed-jobs" className="border-amber-300 dark:border-amber-900/70">
      <PanelHeader id="failed-jobs" title={backgroundJobTexts.failedTitle} count={jobs.length} />
      <p className="px-4 pt-3 text-sm text-zinc-700 sm:px-5 dark:text-zinc-300">{backgroundJobTexts.failedIntro}</p>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {jobs.map((job) => (
          <li key={job.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-5">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-zinc-900 dark:text-zinc-50">
                {backgroundJobTexts.kinds[job.kind] ?? job.kind}
              </p>
              <p className="text-sm text-zinc-600 dark:text-zinc-400">
                {formatAdminDateTime(job.failedAt)} · {backgroundJobTexts.attempts(job.attempts)}
              </p>
              {job.lastError && (
                <p className="mt-1 text-sm break-words text-zinc-700 dark:text-zinc-300">
                  {backgroundJobTexts.lastError}: <code className="text-xs">{job.lastError}</code>
                </p>
              )}
            </div>
            <Button
              variant="secondary"
              className="shrink-0 self-start sm:self-center"
              disabled={pending?.id === job.id}
              onClick={() => void submit({ intent: "retry-job", id: job.id })}
            >
              <RotateCcw aria-hidden className="h-4 w-4" />
              {backgroundJobTexts.retry}
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
