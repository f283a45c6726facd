import { ChevronDown, ChevronUp } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { builderTexts } from "#common/messages/journalist.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { ArticleSnapshot } from "#common/schemas/revisions.ts";
import { htmlToText } from "#common/text.ts";
import { isVideoUrl } from "#common/media.ts";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";
import { rowsWithContext, sectionRows, wordParts, type Row, type SnapshotSection } from "./compare-rows.ts";

const added = "rounded-sm bg-emerald-100 text-emerald-950 no-underline dark:bg-emerald-900/60 dark:text-emerald-50";
const removed = "rounded-sm bg-red-100 text-red-950 line-through dark:bg-red-900/60 dark:text-red-50";

/** A text's changes word by word: what stayed, what was added (green), what was removed (red, struck); long unchanged stretches elided. */
function WordDiff({ before, after }: { before: string; after: string }) {
  return (
    <>
      {wordParts(before, after).map((part, i) =>
        part.kind === "added" ? (
          <ins key={i} className={added}>
            <span className="sr-only">{newsroomTexts.added}: </span>
            {part.text}
          </ins>
        ) : part.kind === "removed" ? (
          <del key={i} className={removed}>
            <span className="sr-only">{newsroomTexts.removed}: </span>
            {part.text}
          </del>
        ) : part.kind === "elided" ? (
          <span key={i} className="text-zinc-500" title={newsroomTexts.unchangedTextLeftOut}>
            {" … "}
            <span className="sr-only">{newsroomTexts.unchangedTextLeftOut}</span>
          </span>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </>
  );
}

const sectionText = (s: SnapshotSection) => (s.type === "paragraph" ? htmlToText(s.content) : s.content);

function Media({ url }: { url: string }) {
  if (!url) return null;
  return isVideoUrl(url) ? (
    <video src={url} className="max-h-40 rounded-lg" controls preload="none" />
  ) : (
    <img src={url} alt="" width={240} height={135} loading="lazy" className="max-h-40 w-auto rounded-lg object-cover" />
  );
}

function SectionBody({
  before,
  after,
  context,
}: {
  before: SnapshotSection | null;
  after: SnapshotSection | null;
  context?: boolean;
}) {
  const section = (after ?? before)!;
  if (section.type === "image") {
    return (
      <div className="flex flex-wrap items-start gap-3">
        {before && after && before.content !== after.content && (
          <div className={cn("opacity-60", removed, "p-1")}>
            <Media url={before.content} />
          </div>
        )}
        <Media url={section.content} />
        {(before?.caption || after?.caption) && (
          <p className="text-sm text-zinc-600 italic dark:text-zinc-400">
            <WordDiff before={before?.caption ?? ""} after={after?.caption ?? ""} />
          </p>
        )}
      </div>
    );
  }
  const text = <WordDiff before={before ? sectionText(before) : ""} after={after ? sectionText(after) : ""} />;
  const formattingOnly =
    before && after && before.content !== after.content && sectionText(before) === sectionText(after);
  return (
    <>
      <p
        className={cn(
          "leading-relaxed break-words whitespace-pre-line",
          section.type === "heading" && "font-serif text-lg font-bold",
          context && "line-clamp-3 text-zinc-600 dark:text-zinc-400",
        )}
      >
        {text}
      </p>
      {formattingOnly && (
        <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{newsroomTexts.formattingOnly}</p>
      )}
    </>
  );
}

const rowTone: Record<Row["kind"], string> = {
  same: "border-zinc-200 dark:border-zinc-800",
  changed: "border-amber-400 dark:border-amber-600",
  added: "border-emerald-500 bg-emerald-50/60 dark:bg-emerald-950/30",
  removed: "border-red-500 bg-red-50/60 dark:bg-red-950/30",
};

/** A status someone else set, shown at the top of a comparison (issue 29, point 1). */
export type StatusNote = { label: string; note: string };

/** One change, a stop of the previous/next navigation. */
function Change({
  index,
  register,
  className,
  label,
  children,
}: {
  index: number;
  register: (index: number, node: HTMLElement | null) => void;
  className?: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <section
      ref={(node) => register(index, node)}
      tabIndex={-1}
      aria-label={label}
      className={cn("scroll-mt-24 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600", className)}
    >
      {children}
    </section>
  );
}

const fieldHeading = "text-xs font-semibold text-zinc-500 uppercase";

/**
 * Two versions of an article compared (decision 0066): only what changed, word by word, with an
 * unchanged section on each side of a changed one for context and the rest left out (issue 29,
 * point 7); how many changes there are, and the previous and next one a button away. `before` is
 * the older or the other one, `after` the one it is read against.
 */
export function CompareView({
  before,
  after,
  beforeLabel,
  afterLabel,
  status,
}: {
  before: ArticleSnapshot;
  after: ArticleSnapshot;
  beforeLabel: string;
  afterLabel: string;
  status?: StatusNote | null;
}) {
  const rows = sectionRows(before.sections, after.sections);
  const shown = rowsWithContext(rows);
  const categoriesChanged = before.categories.join("\u0000") !== after.categories.join("\u0000");
  const titleChanged = before.title !== after.title;
  const descriptionChanged = before.description !== after.description;
  const thumbnailChanged = (before.thumbnail ?? null) !== (after.thumbnail ?? null);
  const changedRows = rows.filter((r) => r.kind !== "same").length;
  const count =
    (status ? 1 : 0) +
    [titleChanged, descriptionChanged, thumbnailChanged, categoriesChanged].filter(Boolean).length +
    changedRows;

  const stops = useRef<(HTMLElement | null)[]>([]);
  const register = (index: number, node: HTMLElement | null) => {
    stops.current[index] = node;
  };
  const [at, setAt] = useState(-1);
  function go(step: 1 | -1) {
    const next = Math.min(count - 1, Math.max(0, at + step));
    setAt(next);
    const node = stops.current[next];
    node?.scrollIntoView({ block: "center" });
    node?.focus({ preventScroll: true });
  }
  let stop = 0;
  const nextStop = () => stop++;
  const allCategories = [...new Set([...before.categories, ...after.categories])];

  return (
    <div className="space-y-4 text-sm text-zinc-800 dark:text-zinc-200">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
        <span>
          <span className={cn(removed, "px-1")}>{beforeLabel}</span> →{" "}
          <span className={cn(added, "px-1 no-underline")}>{afterLabel}</span>
        </span>
        <span>{newsroomTexts.compareLegend}</span>
      </div>
      {count === 0 ? (
        <p className="rounded-lg bg-zinc-100 px-3 py-2 dark:bg-zinc-800">{newsroomTexts.noDifferences}</p>
      ) : (
        <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-zinc-100 px-3 py-2 dark:bg-zinc-800">
          <p aria-live="polite" className="font-semibold">
            {newsroomTexts.changeCount(count)}
            {at >= 0 && (
              <span className="font-normal text-zinc-600 dark:text-zinc-400">
                {" "}
                · {newsroomTexts.changeOf(at + 1, count)}
              </span>
            )}
          </p>
          <div className="flex gap-2">
            <Button
              variant="secondary"
              className="h-9 px-3"
              aria-label={newsroomTexts.previousChange}
              onClick={() => go(-1)}
              disabled={at <= 0}
            >
              <ChevronUp aria-hidden className="h-4 w-4" />
              <span className="hidden sm:inline">{newsroomTexts.previousChange}</span>
              <span className="sm:hidden">{newsroomTexts.previousShort}</span>
            </Button>
            <Button
              variant="secondary"
              className="h-9 px-3"
              aria-label={newsroomTexts.nextChange}
              onClick={() => go(1)}
              disabled={at >= count - 1}
            >
              <ChevronDown aria-hidden className="h-4 w-4" />
              <span className="hidden sm:inline">{newsroomTexts.nextChange}</span>
              <span className="sm:hidden">{newsroomTexts.nextShort}</span>
            </Button>
          </div>
        </div>
      )}
      {status && (
        <Change
          index={nextStop()}
          register={register}
          label={newsroomTexts.statusRow}
          className="border-l-4 border-amber-400 bg-amber-50 px-3 py-2 dark:border-amber-600 dark:bg-amber-950/40"
        >
          <h3 className={fieldHeading}>{newsroomTexts.statusRow}</h3>
          <p className="mt-1 font-semibold">{status.label}</p>
          <p className="mt-1">{status.note}</p>
        </Change>
      )}
      {titleChanged ? (
        <Change index={nextStop()} register={register} label={builderTexts.titleLabel}>
          <h3 className={fieldHeading}>{builderTexts.titleLabel}</h3>
          <p className="mt-1 font-serif text-xl leading-snug font-bold break-words">
            <WordDiff before={before.title} after={after.title} />
          </p>
        </Change>
      ) : (
        // The title, unchanged, still says which article this is.
        <p className="font-serif text-lg leading-snug font-bold break-words text-zinc-600 dark:text-zinc-400">
          {after.title}
        </p>
      )}
      {descriptionChanged && (
        <Change index={nextStop()} register={register} label={builderTexts.descriptionLabel}>
          <h3 className={fieldHeading}>{builderTexts.descriptionLabel}</h3>
          <p className="mt-1 leading-relaxed break-words">
            <WordDiff before={before.description} after={after.description} />
          </p>
        </Change>
      )}
      {thumbnailChanged && (
        <Change index={nextStop()} register={register} label={builderTexts.thumbnailLabel}>
          <h3 className={fieldHeading}>{builderTexts.thumbnailLabel}</h3>
          <p className="mt-1">{newsroomTexts.thumbnailChanged}</p>
          <div className="mt-2 flex flex-wrap gap-3">
            <div className={cn(removed, "p-1")}>
              {before.thumbnail ? <Media url={before.thumbnail} /> : newsroomTexts.thumbnailNone}
            </div>
            <div className={cn(added, "p-1")}>
              {after.thumbnail ? <Media url={after.thumbnail} /> : newsroomTexts.thumbnailNone}
            </div>
          </div>
        </Change>
      )}
      {categoriesChanged && allCategories.length > 0 && (
        <Change index={nextStop()} register={register} label={builderTexts.categoriesLabel}>
          <h3 className={fieldHeading}>{builderTexts.categoriesLabel}</h3>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {allCategories.map((name) => {
              const inBefore = before.categories.includes(name);
              const inAfter = after.categories.includes(name);
              const tone = inBefore && inAfter ? "bg-zinc-100 dark:bg-zinc-800" : inAfter ? added : removed;
              return (
                <li key={name} className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", tone)}>
                  {!inAfter && <span className="sr-only">{newsroomTexts.removed}: </span>}
                  {!inBefore && <span className="sr-only">{newsroomTexts.added}: </span>}
                  {name}
                </li>
              );
            })}
          </ul>
        </Change>
      )}
      {changedRows > 0 && (
        <section aria-label={builderTexts.sectionsTitle}>
          <h3 className={fieldHeading}>{builderTexts.sectionsTitle}</h3>
          <ol className="mt-2 space-y-2">
            {shown.map((item, i) => {
              if (item.kind === "gap") {
                return (
                  <li key={i} className="px-3 text-xs text-zinc-500 italic">
                    {newsroomTexts.unchangedSections(item.count)}
                  </li>
                );
              }
              const { row } = item;
              const section = row.kind === "changed" ? row.after : row.section;
              const label =
                builderTexts.sectionLabels[section.type as keyof typeof builderTexts.sectionLabels] ?? section.type;
              const head = (
                <p className="mb-1 text-xs font-semibold text-zinc-500">
                  {label}
                  {row.kind === "added" && ` · ${newsroomTexts.sectionAdded}`}
                  {row.kind === "removed" && ` · ${newsroomTexts.sectionRemoved}`}
                  {row.kind === "same" && ` · ${newsroomTexts.unchanged}`}
                </p>
              );
              if (row.kind === "same") {
                return (
                  <li key={i} className={cn("rounded-lg border-l-4 px-3 py-2", rowTone.same)}>
                    {head}
                    <SectionBody before={row.section} after={row.section} context />
                  </li>
                );
              }
              return (
                <li key={i}>
                  <Change
                    index={nextStop()}
                    register={register}
                    label={label}
                    className={cn("border-l-4 px-3 py-2", rowTone[row.kind])}
                  >
                    {head}
                    {row.kind === "changed" ? (
                      <SectionBody before={row.before} after={row.after} />
                    ) : row.kind === "removed" ? (
                      <div className="line-through decoration-red-600/70">
                        <SectionBody before={row.section} after={null} />
                      </div>
                    ) : (
                      <SectionBody before={null} after={row.section} />
                    )}
                  </Change>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </div>
  );
}
