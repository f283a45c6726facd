import { ArrowLeft, Clock, Eye, History, PencilLine, Radio } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { builderTexts } from "#common/messages/journalist.ts";
import { liveDeskTexts } from "#common/messages/live.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";

export type BuilderView = "edit" | "preview";

/**
 * Back where the person came from in the workspace; opened on its own (a new tab, a bookmark:
 * React Router's first entry, index 0), to the list of their articles rather than out of the site
 * or to about:blank (issue 29, point 9).
 */
function goBack(navigate: ReturnType<typeof useNavigate>) {
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (index > 0) void navigate(-1);
  else void navigate("/journalist/articles");
}

/**
 * The builder's top row: back (history back), the title of its mode, the read time, the article's
 * history (issue 20), its live coverage desk (issue 37), and the edit/preview switch.
 */
export function BuilderHeader({
  title,
  readTime,
  view,
  onView,
  onHistory,
  liveHref,
}: {
  title: string;
  readTime: string;
  view: BuilderView;
  onView: (view: BuilderView) => void;
  onHistory?: () => void;
  /** The article's live coverage desk, once it is on the server. */
  liveHref?: string;
}) {
  const navigate = useNavigate();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        onClick={() => goBack(navigate)}
        className={buttonClasses("ghost", "icon")}
        aria-label={builderTexts.back}
        title={builderTexts.back}
      >
        <ArrowLeft aria-hidden className="h-5 w-5" />
      </button>
      <h1 className="min-w-0 flex-1 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="hidden items-center gap-1.5 text-sm text-zinc-600 sm:inline-flex dark:text-zinc-400">
        <Clock aria-hidden className="h-4 w-4" />
        {readTime}
      </p>
      {onHistory && (
        <button type="button" onClick={onHistory} className={buttonClasses("secondary", "md", "h-11 px-3")}>
          <History aria-hidden className="h-4 w-4" />
          {newsroomTexts.history}
        </button>
      )}
      {liveHref && (
        <Link to={liveHref} className={buttonClasses("secondary", "md", "h-11 px-3")}>
          <Radio aria-hidden className="h-4 w-4" />
          {liveDeskTexts.open}
        </Link>
      )}
      <div
        role="group"
        aria-label={`${builderTexts.modeEdit} / ${builderTexts.modePreview}`}
        className="flex w-full rounded-lg bg-zinc-200/70 p-1 sm:w-auto dark:bg-zinc-800"
      >
        {(["edit", "preview"] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            className="inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-md px-3 text-sm font-semibold text-zinc-700 aria-pressed:bg-white aria-pressed:text-zinc-900 aria-pressed:shadow-sm sm:flex-none dark:text-zinc-300 dark:aria-pressed:bg-zinc-950 dark:aria-pressed:text-white"
          >
            {v === "edit" ? <PencilLine aria-hidden className="h-4 w-4" /> : <Eye aria-hidden className="h-4 w-4" />}
            {v === "edit" ? builderTexts.modeEdit : builderTexts.modePreview}
          </button>
        ))}
      </div>
    </div>
  );
}
