import { ArrowLeft, BellRing, ExternalLink } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { liveDeskTexts, liveReaderTexts } from "#common/messages/live.ts";
import { articlePath, journalistPaths } from "#common/page-paths.ts";
import type { JournalistLive, LiveEntry } from "#common/schemas/live.ts";
import { pushDeskTexts } from "#common/messages/push.ts";
import { isEditorialRole } from "#common/roles.ts";
import { PushAlertDialog } from "#web/components/push-alert-dialog.tsx";
import { Button, buttonClasses } from "#web/components/ui/button.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { Pager } from "#web/components/ui/pager.tsx";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { useNow } from "#web/lib/now.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { useJournalistUser } from "../journalist-context.ts";
import { LoadFailure } from "../load-failure.tsx";
import { deskCard, LiveComposer } from "./live-composer.tsx";
import type { LiveDeskData, LiveIntent } from "./live-desk-data.ts";
import { LiveEntryRow, type EntryActions } from "./live-entry-row.tsx";
import { LiveStatePanel } from "./live-state-panel.tsx";

/**
 * The live coverage desk of an article (issue 37, point 1): its title and public page, where the
 * coverage stands (start, hours, end, reopen), the quick composer while it is live, and its entries
 * newest first, each edited in place, pinned or deleted. Every change goes through the route's
 * clientAction, and the desk reloads after it. The editorial desk also sends an alert for breaking
 * news from here (decision 0142).
 */
export function LiveDeskScreen({ data }: { data: LiveDeskData }) {
  const { revalidate } = useRevalidator();
  if (!data.desk.ok)
    return <LoadFailure message={apiErrorMessage(data.desk.error, liveDeskTexts.loadFailed)} onRetry={revalidate} />;
  return <LiveDesk desk={data.desk.data} />;
}

function LiveDesk({ desk }: { desk: JournalistLive }) {
  const { article, coverage } = desk;
  const [confirm, confirmDialog] = useConfirm();
  const navigate = useNavigate();
  const now = useNow();
  const published = article.status === "published";
  const user = useJournalistUser();
  const mayAlert = published && isEditorialRole(user.role);
  const [alerting, setAlerting] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const toast = useToast();
  // A refused edit is said at its editor, which keeps what was written; any other refusal as a toast.
  const entryAction = useAction<LiveIntent, LiveEntry>({
    toasts: "notices",
    onResult: (result, intent) => {
      if (intent.intent === "edit" && result.ok) setEditing(null);
      else if (intent.intent === "edit" && !result.ok) setEditError(result.error);
      else if (!result.ok) toast.error(result.error);
    },
  });
  const actions: EntryActions = {
    pending: entryAction.pending,
    submit: (intent) => void entryAction.submit(intent),
    confirm,
    editing,
    editError,
    onEditing: (entryId) => {
      setEditing(entryId);
      setEditError(null);
    },
  };
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <div>
        <Link
          to={journalistPaths.articles}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-zinc-700 hover:underline dark:text-zinc-300"
        >
          <ArrowLeft aria-hidden className="h-4 w-4" />
          {liveDeskTexts.back}
        </Link>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <h1 className="min-w-0 flex-1 text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">
            {liveDeskTexts.title(article.title)}
          </h1>
          {published && (
            <div className="flex shrink-0 flex-wrap gap-2 self-start">
              {mayAlert && (
                <Button variant="secondary" onClick={() => setAlerting(true)}>
                  <BellRing aria-hidden className="h-4 w-4" />
                  {pushDeskTexts.send}
                </Button>
              )}
              <a href={articlePath(article)} className={buttonClasses("secondary", "md")}>
                <ExternalLink aria-hidden className="h-4 w-4" />
                {liveDeskTexts.view}
              </a>
            </div>
          )}
        </div>
      </div>
      {!published && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
          {liveDeskTexts.notPublished}
        </p>
      )}
      {coverage?.live.isLive && <LiveComposer />}
      <LiveStatePanel live={coverage?.live ?? null} confirm={confirm} />
      {coverage && (
        <section aria-labelledby="live-desk-entries" className={deskCard}>
          <h2 id="live-desk-entries" className="flex flex-wrap items-baseline gap-x-2 text-lg font-bold">
            {liveDeskTexts.entries}
            <span className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
              {liveDeskTexts.entriesCount(coverage.pagination.total)}
            </span>
          </h2>
          {coverage.entries.length === 0 ? (
            <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">{liveDeskTexts.noEntries}</p>
          ) : (
            <ol className="mt-4 space-y-5">
              {coverage.entries.map((entry) => (
                <li key={entry.id}>
                  <LiveEntryRow entry={entry} now={now} actions={actions} />
                </li>
              ))}
            </ol>
          )}
          <Pager
            page={coverage.pagination.page}
            totalPages={coverage.pagination.totalPages}
            onPage={(page) => void navigate(page > 1 ? `?page=${page}` : "?")}
            label={liveReaderTexts.pages}
            className="mt-5"
          />
        </section>
      )}
      <PushAlertDialog article={alerting ? article : null} onClose={() => setAlerting(false)} />
      {confirmDialog}
    </div>
  );
}
