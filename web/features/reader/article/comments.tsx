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
import { showNotice } from "./notice.tsx";
import { useOwnComments, type ShownComment } from "./use-own-comments.ts";

export const commentsAnchor = "comments";

const loadReportDialog = () => import("./report-dialog.tsx");
const ReportDialog = lazyPanel(() => loadReportDialog().then((module) => module.ReportDialog));

/** The address of a page of an article's comments (page 1 is the article's own address). */
export const commentsPageHref = (articleId: number, page: number) => `/article/${articleId}${page > 1 ? `?page=${page}` : ""}#${commentsAnchor}`;

type Target = { id: number; author: string };

type CommentsProps = {
  articleId: number;
  /** The page's threads and the article's count of published comments, as the page was rendered. */
  threads: PublicCommentThread[];
  count: number;
  pagination: Pagination;
  /** The answer of the comment form posted without JavaScript. */
  formResult?: CommentFormResult;
};

/**
 * The comments block under the action bar (SPEC.md §2, issue 22): the form, then the threads
 * oldest first, each with its replies under it, 50 threads a page (server-rendered pages, so they
 * work without JavaScript). A reply form opens under the thread it answers. An island of the
 * article page (decision 0088): the reader's own new comments show from the answers of their
 * posts (use-own-comments.ts), whatever the cached page still holds, and after a post the article
 * is fetched again (SPEC.md §4), which brings other readers' new comments to the first page.
 */
export function Comments({ articleId, threads: renderedThreads, count: renderedCount, pagination: renderedPagination, formResult }: CommentsProps) {
  const refetched = useStore(refetchedArticle);
  const fresh = refetched && renderedPagination.page === 1 ? refetched : undefined;
  const pagination = fresh?.commentPagination ?? renderedPagination;
  const posted = formResult && "posted" in formResult ? { comment: formResult.posted, held: formResult.held } : undefined;
  const comments = useOwnComments(
    articleId,
    { comments: fresh?.comments ?? renderedThreads, stats: { comments: Math.max(renderedCount, refetched?.stats.comments ?? 0) } },
    posted,
  );
  const { threads, count } = comments;
  useEffect(() => shownCommentCount.set(count), [count]);
  const onPosted = (created: CommentCreatedResponse) => {
    comments.add(created);
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
              <li key={thread.id} id={`comment-${thread.id}`} className="scroll-mt-20 py-5">
                <CommentItem articleId={articleId} comment={thread} removed={thread.removed} actions={actions} />
                {(thread.replies.length > 0 || replyOpen) && (
                  <div className="mt-4 ml-4 space-y-4 border-l-2 border-zinc-200 pl-3 sm:ml-13 sm:pl-4 dark:border-zinc-800">
                    {thread.replies.length > 0 && (
                      <ol aria-label={thread.removed ? readerCommentTexts.repliesOfRemoved : readerCommentTexts.repliesLabel(thread.author)} className="space-y-4">
                        {thread.replies.map((reply) => (
                          <li key={reply.id} id={`comment-${reply.id}`} className="scroll-mt-20">
                            <CommentItem articleId={articleId} comment={reply} actions={actions} small />
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
        href={(page) => commentsPageHref(articleId, page)}
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
