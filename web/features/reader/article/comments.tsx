import { ChevronRight } from "lucide-react";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { articleTexts, readerCommentTexts } from "#common/messages/reader.ts";
import type { CommentCreatedResponse, Pagination, PublicCommentThread } from "#common/schemas/articles.ts";
import { lazyPanel } from "#web/components/ui/lazy-overlay.ts";
import { Pager } from "#web/components/ui/pager.tsx";
import { useStore } from "#web/islands/store.ts";
import { refetchArticle, refetchedArticle, shownCommentCount } from "./article-live.ts";
import { CommentForm } from "./comment-form.tsx";
import type { CommentFormResult } from "./comment-form-result.ts";
import { CommentItem, type CommentActions } from "./comment-item.tsx";
import { commentAnchor, commentPagePath, commentsAnchor, commentsPageHref } from "./comment-paths.ts";
import { showNotice } from "./notice.tsx";
import { useOwnComments, type ShownComment } from "./use-own-comments.ts";

/** A comment the address leads to (`#comment-{id}`, after a post without JavaScript) or that took the focus after a post: marked for a moment. */
const commentTargetClasses =
  "rounded-lg outline-none target:bg-amber-50 focus-visible:bg-amber-50 dark:target:bg-amber-950/40 dark:focus-visible:bg-amber-950/40";

const loadReportDialog = () => import("./report-dialog.tsx");
const ReportDialog = lazyPanel(() => loadReportDialog().then((module) => module.ReportDialog));

type Target = { id: number; author: string };

type CommentsProps = {
  articleId: number;
  /** The article's slug, for the addresses of its pages of comments (issue 32). */
  articleSlug: string | null;
  /** The page's threads and the article's count of published comments, as the page was rendered. */
  threads: PublicCommentThread[];
  count: number;
  pagination: Pagination;
  /** The refusal of the comment form posted without JavaScript (a post that went through is redirected to its comment). */
  formResult?: CommentFormResult;
};

/**
 * The comments block under the action bar (SPEC.md §2, issues 22 and 29): the form, then the
 * threads newest first, so a new comment lands just under the form, each with its newest replies
 * under it, oldest first, and a link to the thread's own page with all of them; pages bounded in
 * threads and in size (server-rendered pages, so they work without JavaScript). A reply form
 * opens under the thread it answers. An island of the article page (decision 0088): the reader's
 * own new comments show from the answers of their posts (use-own-comments.ts), whatever the cached
 * page still holds, and take the focus; after a post the article is fetched again (SPEC.md §4),
 * which brings other readers' new comments to the first page.
 */
export function Comments({
  articleId,
  articleSlug,
  threads: renderedThreads,
  count: renderedCount,
  pagination: renderedPagination,
  formResult,
}: CommentsProps) {
  const refetched = useStore(refetchedArticle);
  const fresh = refetched && renderedPagination.page === 1 ? refetched : undefined;
  const pagination = fresh?.commentPagination ?? renderedPagination;
  const comments = useOwnComments(articleId, {
    comments: fresh?.comments ?? renderedThreads,
    stats: { comments: Math.max(renderedCount, refetched?.stats.comments ?? 0) },
  });
  const { threads, count } = comments;
  useEffect(() => shownCommentCount.set(count), [count]);
  // The reader's new comment takes the focus once it is on the page (issue 29, point 17).
  const [focusOn, setFocusOn] = useState<number | null>(null);
  useEffect(() => {
    if (focusOn === null) return;
    const element = document.getElementById(commentAnchor(focusOn));
    element?.focus();
    element?.scrollIntoView({ block: "nearest" });
  }, [focusOn]);
  const onPosted = (created: CommentCreatedResponse) => {
    comments.add(created);
    setFocusOn(created.comment.id);
    void refetchArticle(articleId);
  };
  const [replying, setReplying] = useState<{ threadId: number; to: Target } | null>(null);
  const [reporting, setReporting] = useState<Target | null>(null);
  const [reportOpen, setReportOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const preloadReport = useCallback(() => void loadReportDialog().catch(() => undefined), []);
  const actionsFor = (threadId: number): CommentActions => ({
    onReply(comment: ShownComment, link: HTMLElement) {
      opener.current = link;
      setReplying({ threadId, to: { id: comment.id, author: comment.author } });
    },
    onReport(comment: ShownComment, link: HTMLElement) {
      opener.current = link;
      setReporting({ id: comment.id, author: comment.author });
      setReportOpen(true);
    },
    onPreloadReport: preloadReport,
  });

  // An opened reply form takes the focus, at its name field.
  const replyTarget = replying?.to.id;
  useEffect(() => {
    if (replyTarget !== undefined) document.getElementById(`reply-${replyTarget}-username`)?.focus();
  }, [replyTarget]);
  const closeReply = () => {
    setReplying(null);
    opener.current?.focus();
  };
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  }, []);

  return (
    <section id={commentsAnchor} aria-labelledby="comments-title" className="mt-10 scroll-mt-20">
      <h2 id="comments-title" className="flex items-center gap-2 font-serif text-2xl font-bold">
        {articleTexts.commentsTitle}
        <span className="rounded-full bg-zinc-100 px-2.5 py-0.5 font-sans text-sm font-semibold tabular-nums text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200">
          {count}
        </span>
      </h2>
      <div className="mt-5">
        <CommentForm
          articleId={articleId}
          result={formResult}
          onPosted={(created) => {
            onPosted(created);
            showNotice(created.held ? readerCommentTexts.held : articleTexts.commentPosted);
          }}
        />
      </div>
      {threads.length === 0 ? (
        <p className="mt-6 text-zinc-600 dark:text-zinc-400">{articleTexts.noComments}</p>
      ) : (
        <ol className="mt-6 divide-y divide-zinc-200 dark:divide-zinc-800">
          {threads.map((thread) => {
            const actions = actionsFor(thread.id);
            const replyOpen = replying?.threadId === thread.id;
            return (
              <li
                key={thread.id}
                id={commentAnchor(thread.id)}
                tabIndex={-1}
                className={`scroll-mt-20 py-5 ${commentTargetClasses}`}
              >
                <CommentItem
                  articleId={articleId}
                  articleSlug={articleSlug}
                  comment={thread}
                  removed={thread.removed}
                  actions={actions}
                />
                {(thread.replies.length > 0 || replyOpen || thread.replyCount > thread.replies.length) && (
                  <div className="mt-4 ml-4 space-y-4 border-l-2 border-zinc-200 pl-3 sm:ml-13 sm:pl-4 dark:border-zinc-800">
                    {thread.replyCount > thread.replies.length && (
                      <a
                        href={`${commentPagePath({ id: articleId, slug: articleSlug }, thread.id)}#replies`}
                        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-red-300"
                      >
                        {readerCommentTexts.allReplies(thread.replyCount)}
                        <ChevronRight aria-hidden className="h-4 w-4" />
                      </a>
                    )}
                    {thread.replies.length > 0 && (
                      <ol
                        aria-label={
                          thread.removed
                            ? readerCommentTexts.repliesOfRemoved
                            : readerCommentTexts.repliesLabel(thread.author)
                        }
                        className="space-y-4"
                      >
                        {thread.replies.map((reply) => (
                          <li
                            key={reply.id}
                            id={commentAnchor(reply.id)}
                            tabIndex={-1}
                            className={`scroll-mt-20 ${commentTargetClasses}`}
                          >
                            <CommentItem
                              articleId={articleId}
                              articleSlug={articleSlug}
                              comment={reply}
                              actions={actions}
                              small
                            />
                          </li>
                        ))}
                      </ol>
                    )}
                    {replyOpen && replying && (
                      <CommentForm
                        key={replying.to.id}
                        articleId={articleId}
                        parent={replying.to}
                        onCancel={closeReply}
                        onPosted={(created) => {
                          setReplying(null);
                          onPosted(created);
                          showNotice(created.held ? readerCommentTexts.held : readerCommentTexts.replyPosted);
                        }}
                      />
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Pager
        page={pagination.page}
        totalPages={pagination.totalPages}
        href={(page) => commentsPageHref({ id: articleId, slug: articleSlug }, page)}
        label={readerCommentTexts.commentPages}
        className="mt-6"
      />
      {reporting && (
        <Suspense>
          <ReportDialog
            key={reporting.id}
            comment={reporting}
            open={reportOpen}
            onOpenChange={setReportOpen}
            onReported={showNotice}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      )}
    </section>
  );
}
