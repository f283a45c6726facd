import { diffArrays, diffWords } from "diff";
import { builderTexts, newsroomTexts } from "#common/messages.ts";
import type { ArticleSnapshot } from "#common/schemas/revisions.ts";
import { htmlToText } from "#common/text.ts";
import { isVideoUrl } from "#common/media.ts";
import { cn } from "#web/lib/cn.ts";

type SnapshotSection = ArticleSnapshot["sections"][number];

const added = "rounded-sm bg-emerald-100 text-emerald-950 no-underline dark:bg-emerald-900/60 dark:text-emerald-50";
const removed = "rounded-sm bg-red-100 text-red-950 line-through dark:bg-red-900/60 dark:text-red-50";

// The diff library's own word characters are Latin: Cyrillic words would be compared letter by letter.
const words = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter("bg", { granularity: "word" }) : undefined;

/** A text's changes word by word: what stayed, what was added (green), what was removed (red, struck). */
function WordDiff({ before, after }: { before: string; after: string }) {
  if (before === after) return <>{after}</>;
  return (
    <>
      {diffWords(before, after, words ? { intlSegmenter: words } : {}).map((part, i) =>
        part.added ? (
          <ins key={i} className={added}>
            <span className="sr-only">{newsroomTexts.added}: </span>
            {part.value}
          </ins>
        ) : part.removed ? (
          <del key={i} className={removed}>
            <span className="sr-only">{newsroomTexts.removed}: </span>
            {part.value}
          </del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </>
  );
}

const sectionText = (s: SnapshotSection) => (s.type === "paragraph" ? htmlToText(s.content) : s.content);
const sectionKey = (s: SnapshotSection) => `${s.type}\u0000${s.content}\u0000${s.caption ?? ""}`;

type Row = { kind: "same" | "added" | "removed"; section: SnapshotSection } | { kind: "changed"; before: SnapshotSection; after: SnapshotSection };

/** The sections of two versions lined up: kept, added, removed, and an edit (a removal next to an addition of the same type) as changed. */
function sectionRows(before: SnapshotSection[], after: SnapshotSection[]): Row[] {
  const rows: Row[] = [];
  const parts = diffArrays(before.map(sectionKey), after.map(sectionKey));
  let b = 0;
  let a = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const next = parts[i + 1];
    if (part.removed && next?.added) {
      const olds = before.slice(b, b + part.count!);
      const news = after.slice(a, a + next.count!);
      for (let k = 0; k < Math.max(olds.length, news.length); k++) {
        const old = olds[k];
        const fresh = news[k];
        if (old && fresh && old.type === fresh.type) rows.push({ kind: "changed", before: old, after: fresh });
        else {
          if (old) rows.push({ kind: "removed", section: old });
          if (fresh) rows.push({ kind: "added", section: fresh });
        }
      }
      b += olds.length;
      a += news.length;
      i++;
      continue;
    }
    const count = part.count ?? part.value.length;
    if (part.removed) {
      for (const section of before.slice(b, b + count)) rows.push({ kind: "removed", section });
      b += count;
    } else if (part.added) {
      for (const section of after.slice(a, a + count)) rows.push({ kind: "added", section });
      a += count;
    } else {
      for (const section of after.slice(a, a + count)) rows.push({ kind: "same", section });
      a += count;
      b += count;
    }
  }
  return rows;
}

function Media({ url }: { url: string }) {
  if (!url) return null;
  return isVideoUrl(url) ? (
    <video src={url} className="max-h-40 rounded-lg" controls preload="none" />
  ) : (
    <img src={url} alt="" width={240} height={135} loading="lazy" className="max-h-40 w-auto rounded-lg object-cover" />
  );
}

function SectionBody({ before, after }: { before: SnapshotSection | null; after: SnapshotSection | null }) {
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
  const formattingOnly = before && after && before.content !== after.content && sectionText(before) === sectionText(after);
  return (
    <>
      <p className={cn("leading-relaxed break-words whitespace-pre-line", section.type === "heading" && "font-serif text-lg font-bold")}>{text}</p>
      {formattingOnly && <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{newsroomTexts.formattingOnly}</p>}
    </>
  );
}

const rowTone: Record<Row["kind"], string> = {
  same: "border-zinc-200 dark:border-zinc-800",
  changed: "border-amber-400 dark:border-amber-600",
  added: "border-emerald-500 bg-emerald-50/60 dark:bg-emerald-950/30",
  removed: "border-red-500 bg-red-50/60 dark:bg-red-950/30",
};

/**
 * Two versions of an article compared inline, word by word (decision 0066): the title, the
 * description, the picture, the categories and each section, marked added or removed. `before` is
 * the older or the other one, `after` the one it is read against.
 */
export function CompareView({ before, after, beforeLabel, afterLabel }: { before: ArticleSnapshot; after: ArticleSnapshot; beforeLabel: string; afterLabel: string }) {
  const rows = sectionRows(before.sections, after.sections);
  const categoriesChanged = before.categories.join("\u0000") !== after.categories.join("\u0000");
  const same =
    before.title === after.title &&
    before.description === after.description &&
    (before.thumbnail ?? null) === (after.thumbnail ?? null) &&
    !categoriesChanged &&
    rows.every((r) => r.kind === "same");
  const allCategories = [...new Set([...before.categories, ...after.categories])];
  return (
    <div className="space-y-4 text-sm text-zinc-800 dark:text-zinc-200">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
        <span>
          <span className={cn(removed, "px-1")}>{beforeLabel}</span> → <span className={cn(added, "px-1 no-underline")}>{afterLabel}</span>
        </span>
        <span>{newsroomTexts.compareLegend}</span>
      </div>
      {same && <p className="rounded-lg bg-zinc-100 px-3 py-2 dark:bg-zinc-800">{newsroomTexts.noDifferences}</p>}
      <section aria-label={builderTexts.titleLabel}>
        <h3 className="text-xs font-semibold text-zinc-500 uppercase">{builderTexts.titleLabel}</h3>
        <p className="mt-1 font-serif text-xl leading-snug font-bold break-words">
          <WordDiff before={before.title} after={after.title} />
        </p>
      </section>
      {(before.description || after.description) && (
        <section aria-label={builderTexts.descriptionLabel}>
          <h3 className="text-xs font-semibold text-zinc-500 uppercase">{builderTexts.descriptionLabel}</h3>
          <p className="mt-1 leading-relaxed break-words">
            <WordDiff before={before.description} after={after.description} />
          </p>
        </section>
      )}
      {(before.thumbnail ?? null) !== (after.thumbnail ?? null) && (
        <section aria-label={builderTexts.thumbnailLabel}>
          <h3 className="text-xs font-semibold text-zinc-500 uppercase">{builderTexts.thumbnailLabel}</h3>
          <p className="mt-1">{newsroomTexts.thumbnailChanged}</p>
          <div className="mt-2 flex flex-wrap gap-3">
            <div className={cn(removed, "p-1")}>{before.thumbnail ? <Media url={before.thumbnail} /> : newsroomTexts.thumbnailNone}</div>
            <div className={cn(added, "p-1")}>{after.thumbnail ? <Media url={after.thumbnail} /> : newsroomTexts.thumbnailNone}</div>
          </div>
        </section>
      )}
      {allCategories.length > 0 && (
        <section aria-label={builderTexts.categoriesLabel}>
          <h3 className="text-xs font-semibold text-zinc-500 uppercase">{builderTexts.categoriesLabel}</h3>
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
        </section>
      )}
      <section aria-label={builderTexts.sectionsTitle}>
        <h3 className="text-xs font-semibold text-zinc-500 uppercase">{builderTexts.sectionsTitle}</h3>
        <ol className="mt-2 space-y-2">
          {rows.map((row, i) => {
            const section = row.kind === "changed" ? row.after : row.section;
            return (
              <li key={i} className={cn("rounded-lg border-l-4 px-3 py-2", rowTone[row.kind])}>
                <p className="mb-1 text-xs font-semibold text-zinc-500">
                  {builderTexts.sectionLabels[section.type as keyof typeof builderTexts.sectionLabels] ?? section.type}
                  {row.kind === "added" && ` · ${newsroomTexts.sectionAdded}`}
                  {row.kind === "removed" && ` · ${newsroomTexts.sectionRemoved}`}
                </p>
                {row.kind === "changed" ? (
                  <SectionBody before={row.before} after={row.after} />
                ) : row.kind === "removed" ? (
                  <div className="line-through decoration-red-600/70">
                    <SectionBody before={row.section} after={null} />
                  </div>
                ) : (
                  <SectionBody before={row.kind === "same" ? row.section : null} after={row.section} />
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
