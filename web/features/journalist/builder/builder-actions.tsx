import { CalendarClock, CalendarX, FileDown, Save, Send, Trash2 } from "lucide-react";
import { formatJournalistDate, formatTimeOfDay } from "#common/dates.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import { reviewTexts } from "#common/messages/reviews.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { StatusBadge } from "../status-badge.tsx";
import { CorrectionMark, type Mark } from "./correction-mark.tsx";
import type { ServerState } from "./server-copy.ts";
import type { ServerSaveState } from "./use-server-copy.ts";

type Props = {
  mode: "create" | "edit";
  server: ServerState;
  saving: boolean;
  /** The local draft (SPEC.md §4) was just stored. */
  draftSaved: boolean;
  saveState: ServerSaveState;
  mark: Mark;
  onMark: (mark: Mark) => void;
  markError?: string | null;
  /** The person's articles go out through the desk's review (decision 0135): they send, not publish. */
  sendsForReview: boolean;
  onSendForReview: () => void;
  onPublish: () => void;
  onSaveChanges: () => void;
  onSchedule: () => void;
  onUnschedule: () => void;
  onSaveDraft: () => void;
  onClear: () => void;
};

/** Where the copy stands on the server, said once it changes: "Запазено в 14:35", or why not. */
function saveStateText(state: ServerSaveState, draftSaved: boolean): string {
  switch (state.kind) {
    case "saving":
      return builderTexts.saving;
    case "saved":
      return newsroomTexts.savedAt(formatTimeOfDay(state.at));
    case "failed":
      return newsroomTexts.autosaveFailed;
    case "needsTitle":
      return newsroomTexts.autosaveNeedsTitle;
    default:
      return draftSaved ? builderTexts.draftSaved : "";
  }
}

/**
 * The builder's actions (SPEC.md §2, issue 20): a new article publishes, schedules, saves as a
 * draft or clears the draft; an existing one saves its changes (a published one may mark them as a
 * correction or an update), and a draft or scheduled one can also be published, scheduled or
 * cancelled. "Запази като чернова" always saves on the server without changing what readers see.
 */
export function BuilderActions(props: Props) {
  const { mode, server, saving, draftSaved, saveState, mark, onMark } = props;
  const status = server.status;
  const secondary = buttonClasses("secondary", "md", "w-full");
  const review = props.sendsForReview;
  // The main button saves an article's changes, or publishes a new one; with review, it sends either.
  const main = review
    ? { onClick: props.onSendForReview, icon: Send, label: reviewTexts.sendForReview }
    : mode === "edit"
      ? { onClick: props.onSaveChanges, icon: Save, label: builderTexts.saveChanges }
      : { onClick: props.onPublish, icon: Send, label: builderTexts.publish };
  return (
    <div className="flex flex-col gap-2">
      {status && (
        <div className="mb-1 flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge status={status} />
          {status === "scheduled" && server.scheduledAt && (
            <span className="text-zinc-700 tabular-nums dark:text-zinc-300">
              {formatJournalistDate(server.scheduledAt)}
            </span>
          )}
        </div>
      )}
      {status === "published" && (
        <div className="mb-2">
          <CorrectionMark mark={mark} onChange={onMark} error={props.markError} />
        </div>
      )}
      <button
        type="button"
        onClick={main.onClick}
        disabled={saving}
        className={buttonClasses("primary", "lg", "w-full")}
      >
        <main.icon aria-hidden className="h-5 w-5" />
        {saving ? builderTexts.saving : main.label}
      </button>
      {mode === "edit" && status !== "published" && !review && (
        <button type="button" onClick={props.onPublish} disabled={saving} className={secondary}>
          <Send aria-hidden className="h-4 w-4" />
          {builderTexts.publish}
        </button>
      )}
      {status !== "published" && !review && (
        <button type="button" onClick={props.onSchedule} disabled={saving} className={secondary}>
          <CalendarClock aria-hidden className="h-4 w-4" />
          {status === "scheduled" ? newsroomTexts.changeSchedule : newsroomTexts.schedule}
        </button>
      )}
      {status === "scheduled" && (
        <button type="button" onClick={props.onUnschedule} disabled={saving} className={secondary}>
          <CalendarX aria-hidden className="h-4 w-4" />
          {newsroomTexts.cancelSchedule}
        </button>
      )}
      <button
        type="button"
        onClick={props.onSaveDraft}
        disabled={saving || saveState.kind === "saving"}
        className={secondary}
      >
        <FileDown aria-hidden className="h-4 w-4" />
        {newsroomTexts.saveDraft}
      </button>
      {mode === "create" && (
        <button
          type="button"
          onClick={props.onClear}
          disabled={saving}
          className={buttonClasses("ghost", "md", "w-full text-red-700 dark:text-red-400")}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          {builderTexts.clearDraft}
        </button>
      )}
      <p className="min-h-5 text-center text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {saveStateText(saveState, draftSaved)}
      </p>
    </div>
  );
}
