import { ArrowUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { sayMoment } from "#common/dates.ts";
import { liveReaderTexts } from "#common/messages/live.ts";
import { authorPath, liveBlockId, liveEntriesPath, type ArticleAddress } from "#common/page-paths.ts";
import type { LiveCoverage, LiveEntry } from "#common/schemas/live.ts";
import { htmlToText, truncateText } from "#common/text.ts";
import { LiveEntryContent, LiveEntryStamp } from "#web/components/live-entry-content.tsx";
import { liveEntryTime } from "#web/lib/live-times.ts";
import { publicApi } from "#web/lib/public-api.ts";
import { LiveBadge } from "../live-badge.tsx";
import { PushInvitation } from "../push-invitation.tsx";
import { liveViewOf, showWaiting, withCoverage, withStateOf, withUpdates, type LiveView } from "./live-view.ts";
import { useLiveUpdates } from "./use-live-updates.ts";

/** The id of an entry's article, which the key moments link to: `#entry-{id}`. */
export const entryAnchor = (id: number) => `entry-${id}`;

// The entries' column: the article's, less the timeline's line and its padding (22 px).
const entryImageSizes = "(min-width: 816px) 698px, (min-width: 640px) calc(100vw - 70px), calc(100vw - 54px)";

/** How long a key moment's line is: its text's beginning. */
const keyMomentChars = 160;

const linkClasses =
  "font-medium text-brand-700 underline decoration-1 underline-offset-2 hover:decoration-2 dark:text-red-300";

/**
 * An article's live coverage on its page (issue 37): "НА ЖИВО" while it lasts, when it started and
 * was last updated (or that it ended), the key moments, one page of entries newest first, and
 * links to the newer and older pages. Rendered on the server, as links and text: the page works
 * without JavaScript. While the coverage lasts it is an island (article-view.tsx) that asks for
 * the updates (point 2, decision 0141): edits and deletions show where they are, and new entries
 * wait behind "3 нови" until the reader asks for them, so that nothing moves under their eyes.
 * While it lasts it also invites the reader to alerts for breaking news (decision 0142).
 */
export function LiveCoverageBlock({
  article,
  coverage,
  now,
}: {
  article: ArticleAddress;
  coverage: LiveCoverage;
  /** The app's clock at the render (ISO). */
  now: string;
}) {
  const [view, setView] = useState(() => liveViewOf(coverage));
  // The app's clock moves on from the render as the browser's does: the times of new entries are said as of it.
  const [at, setAt] = useState(() => new Date(now));
  const rendered = useRef({ at: Date.parse(now), mounted: 0 });
  const [announced, setAnnounced] = useState("");

  useEffect(() => {
    rendered.current.mounted = performance.now();
  }, []);

  function settle(next: LiveView) {
    setView(next);
    if (next.waiting.length !== view.waiting.length && next.waiting.length > 0)
      setAnnounced(liveReaderTexts.newEntriesSaid(next.waiting.length));
  }

  useLiveUpdates(article.id, view.live.isLive, (updates) => {
    setAt(new Date(rendered.current.at + performance.now() - rendered.current.mounted));
    const next = withUpdates(view, updates);
    if (next !== "reload") return settle(next);
    if (view.page !== 1) return settle(withStateOf(view, updates));
    publicApi<LiveCoverage>(`/articles/${article.id}/live`)
      .then((fresh) => settle(withCoverage(view, fresh)))
      .catch(() => settle(withStateOf(view, updates)));
  });

  // The heading's "НА ЖИВО" is the server's, outside this island: it goes when the coverage ends.
  useEffect(() => {
    if (!view.live.isLive) for (const badge of document.querySelectorAll("[data-live-heading-badge]")) badge.remove();
  }, [view.live.isLive]);

  function showNew() {
    const first = view.waiting[0];
    setView(showWaiting(view));
    setAnnounced("");
    // The reader asked: to the newest entry, which takes the focus (for a keyboard and a screen reader).
    requestAnimationFrame(() => {
      const entry = first && document.getElementById(entryAnchor(first.id));
      entry?.scrollIntoView({ block: "start" });
      entry?.focus({ preventScroll: true });
    });
  }

  const { live, keyMoments, entries, waiting, page, total } = view;
  const totalPages = Math.max(1, Math.ceil(total / coverage.pagination.pageSize));
  const shown = new Set(entries.map((entry) => entry.id));
  return (
    <section
      id={liveBlockId}
      aria-labelledby="live-title"
      className="mt-10 scroll-mt-20 rounded-xl border border-zinc-200 px-4 pt-5 pb-4 sm:px-6 dark:border-zinc-800"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {live.isLive && <LiveBadge size="md" />}
        <h2 id="live-title" className="font-serif text-2xl font-bold text-zinc-900 dark:text-zinc-50">
          {liveReaderTexts.entries}
        </h2>
      </div>
      <p className="mt-2 flex flex-col gap-x-2 text-sm text-zinc-600 sm:flex-row sm:flex-wrap dark:text-zinc-400">
        <span>
          {liveReaderTexts.started("")}
          <time dateTime={live.startedAt}>{liveEntryTime(live.startedAt, at)}</time>
        </span>
        {live.updatedAt && (
          <>
            <span aria-hidden className="hidden sm:inline">
              ·
            </span>
            <span>
              {liveReaderTexts.lastUpdate("")}
              <time dateTime={live.updatedAt}>{liveEntryTime(live.updatedAt, at)}</time>
            </span>
          </>
        )}
      </p>
      <p role="status" className="sr-only">
        {announced}
      </p>
      {!live.isLive && live.endedAt && (
        <p
          data-testid="live-ended"
          className="mt-4 rounded-lg border-l-4 border-zinc-400 bg-zinc-100 px-4 py-3 text-sm font-medium text-zinc-800 dark:border-zinc-500 dark:bg-zinc-900 dark:text-zinc-200"
        >
          {liveReaderTexts.ended(sayMoment(live.endedAt, at))}
        </p>
      )}
      {keyMoments.length > 0 && <KeyMoments moments={keyMoments} shown={shown} now={at} />}
      {waiting.length > 0 && (
        <NewEntries count={waiting.length} onShow={page === 1 ? showNew : liveEntriesPath(article, 1)} />
      )}
      {entries.length === 0 ? (
        <p className="mt-6 text-zinc-600 dark:text-zinc-400">{liveReaderTexts.noEntries}</p>
      ) : (
        <ol className="mt-6">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Entry entry={entry} now={at} />
            </li>
          ))}
        </ol>
      )}
      <EntriesPager article={article} page={page} totalPages={totalPages} />
      {/* Part of this island: an island of its own inside it would be hydrated twice. */}
      {live.isLive && <PushInvitation placement="live" />}
    </section>
  );
}

/**
 * "3 нови": the entries that came while the page was open, held above the list (and kept in sight
 * while the reader is in it) until asked for; on an older page, a link to the first page.
 */
function NewEntries({ count, onShow }: { count: number; onShow: (() => void) | string }) {
  const classes =
    "pointer-events-auto inline-flex h-10 items-center gap-1.5 rounded-full bg-brand-700 px-4 text-sm font-bold text-white shadow-lg hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:bg-red-400 dark:text-zinc-950 dark:hover:bg-red-300";
  const content = (
    <>
      <ArrowUp aria-hidden className="h-4 w-4" />
      {liveReaderTexts.newEntries(count)}
    </>
  );
  return (
    <div className="pointer-events-none sticky top-20 z-10 mt-5 flex justify-center">
      {typeof onShow === "string" ? (
        <a href={onShow} aria-label={liveReaderTexts.toNewEntries(count)} className={classes}>
          {content}
        </a>
      ) : (
        <button type="button" onClick={onShow} aria-label={liveReaderTexts.showNewEntries(count)} className={classes}>
          {content}
        </button>
      )}
    </div>
  );
}

/** "Ключови моменти": the pinned entries, newest first, each a line that leads to its entry when it is on this page. */
function KeyMoments({ moments, shown, now }: { moments: LiveEntry[]; shown: Set<number>; now: Date }) {
  return (
    <nav
      aria-labelledby="key-moments-title"
      className="mt-5 rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3 dark:border-red-400 dark:bg-zinc-900"
    >
      <h3
        id="key-moments-title"
        className="text-sm font-black tracking-wider text-zinc-900 uppercase dark:text-zinc-50"
      >
        {liveReaderTexts.keyMoments}
      </h3>
      <ol className="mt-2 space-y-2 text-[0.9375rem] leading-snug">
        {moments.map((moment) => {
          const text = truncateText(htmlToText(moment.content).trim(), keyMomentChars) || moment.imageAlt || "";
          return (
            <li key={moment.id} className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 wrap-anywhere">
              <time dateTime={moment.createdAt} className="font-semibold text-zinc-700 tabular-nums dark:text-zinc-300">
                {liveEntryTime(moment.createdAt, now)}
              </time>
              {shown.has(moment.id) ? (
                <a href={`#${entryAnchor(moment.id)}`} className={linkClasses}>
                  {text}
                </a>
              ) : (
                <span className="text-zinc-800 dark:text-zinc-200">{text}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** One entry: its time (in Sofia), the key moment's mark, its text and picture, and who wrote it. */
function Entry({ entry, now }: { entry: LiveEntry; now: Date }) {
  const id = entryAnchor(entry.id);
  const time = liveEntryTime(entry.createdAt, now);
  return (
    <article
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-time`}
      className="relative scroll-mt-20 border-l-2 border-zinc-200 pb-8 pl-5 focus:outline-none dark:border-zinc-800"
    >
      <span
        aria-hidden
        className="absolute top-1.5 -left-[0.4375rem] h-3 w-3 rounded-full bg-brand-600 ring-4 ring-white dark:bg-red-400 dark:ring-zinc-950"
      />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <LiveEntryStamp entry={entry} time={time} timeId={`${id}-time`} />
      </div>
      <LiveEntryContent
        entry={entry}
        sizes={entryImageSizes}
        className="mt-2 font-serif text-[1.0625rem] leading-[1.75] text-zinc-800 sm:text-[1.125rem] dark:text-zinc-200"
      />
      {entry.author && (
        <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
          {entry.author.username ? (
            <>
              {liveReaderTexts.by("")}
              <a href={authorPath(entry.author.username)} className="font-medium hover:underline">
                {entry.author.name}
              </a>
            </>
          ) : (
            liveReaderTexts.by(entry.author.name)
          )}
        </p>
      )}
    </article>
  );
}

const pagerLink =
  "inline-flex h-10 items-center gap-1.5 rounded-lg border border-zinc-300 px-3 text-sm font-semibold whitespace-nowrap text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:text-zinc-100 dark:hover:bg-zinc-800";

/**
 * The pages of entries as links (no JavaScript needed): newer, "Страница x от y", older; on a
 * phone the links share a row and the page is said under them. Nothing for one page.
 */
function EntriesPager({ article, page, totalPages }: { article: ArticleAddress; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={liveReaderTexts.pages}
      className="mt-2 flex flex-wrap items-center gap-3 border-t border-zinc-200 pt-4 sm:grid sm:grid-cols-[1fr_auto_1fr] dark:border-zinc-800"
    >
      <div>
        {page > 1 && (
          <a href={liveEntriesPath(article, page - 1)} rel="prev" className={pagerLink}>
            <span aria-hidden>←</span>
            {liveReaderTexts.newer}
          </a>
        )}
      </div>
      <p className="order-last w-full text-center text-sm text-zinc-600 sm:order-none sm:w-auto dark:text-zinc-400">
        {liveReaderTexts.pageOf(page, totalPages)}
      </p>
      <div className="ml-auto text-right">
        {page < totalPages && (
          <a href={liveEntriesPath(article, page + 1)} rel="next" className={pagerLink}>
            {liveReaderTexts.older}
            <span aria-hidden>→</span>
          </a>
        )}
      </div>
    </nav>
  );
}
