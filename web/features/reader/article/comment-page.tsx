import { ArrowLeft, CheckCircle2, Clock3 } from "lucide-react";
import { commentLimits } from "#common/limits.ts";
import { readerCommentTexts } from "#common/messages/reader.ts";
import type { Pagination, PublicComment } from "#common/schemas/articles.ts";
import { reportReasons } from "#common/schemas/comments.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Pager } from "#web/components/ui/pager.tsx";
import { inputClasses } from "#web/components/ui/input.tsx";
import { RadioChoices } from "#web/components/ui/radio-choices.tsx";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { Island } from "#web/islands/island.tsx";
import { mainContentId } from "../skip-link.tsx";
import { CommentBody } from "./comment-item.tsx";
import type { CommentPageResult } from "./comment-page-data.server.ts";
import { commentAnchor, commentPagePath, commentsPageHref } from "./comment-paths.ts";
import { articlePath } from "#common/page-paths.ts";
import { CommentAlert } from "./comment-alert.tsx";

type Props = {
  articleId: number;
  articleSlug: string | null;
  articleTitle: string;
  comment: PublicComment;
  /** The page of the article's comments its thread is on. */
  page: number;
  /** The reader's own comment, waiting for review: only they see it. */
  held: boolean;
  /** A top-level comment's replies: a page of them, oldest first. */
  thread?: { replies: PublicComment[]; pagination: Pagination };
  result?: CommentPageResult;
};

const sectionTitle = "font-serif text-xl font-bold text-zinc-900 dark:text-zinc-50";

/**
 * A comment's own page (issues 22 and 30): where "Отговори" and "Сигнализирай" lead without
 * JavaScript, and "Покажи всички N отговора" with it or without: a thread's replies, 50 a page.
 * Both forms post to this page; with JavaScript the reply goes through the API as on the article
 * (an island, comment-reply.tsx). Its writer's comment waiting for review shows here to them alone,
 * with no forms (nobody can answer or report it yet).
 */
export function CommentPage({ articleId, articleSlug, articleTitle, comment, page, held, thread, result }: Props) {
  const article = { id: articleId, slug: articleSlug };
  const back = commentsPageHref(article, page).replace(/#.*$/, `#${commentAnchor(comment.id)}`);
  const reply = result && "reply" in result ? result.reply : undefined;
  const report = result && "report" in result ? result.report : undefined;
  return (
    <main id={mainContentId} tabIndex={-1} className="mx-auto max-w-2xl space-y-8 px-4 py-6 focus:outline-none sm:px-6">
      <a
        href={back}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-red-300"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {readerCommentTexts.backToComments}
      </a>
      <article aria-labelledby="comment-page-title" className="space-y-3">
        <h1
          id="comment-page-title"
          className="font-serif text-2xl font-bold wrap-anywhere text-zinc-900 sm:text-3xl dark:text-zinc-50"
        >
          {readerCommentTexts.commentPageTitle(comment.author)}
        </h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {readerCommentTexts.commentOn}{" "}
          <a
            href={articlePath(article)}
            className="font-semibold wrap-anywhere text-zinc-900 hover:underline dark:text-zinc-100"
          >
            „{articleTitle}“
          </a>
        </p>
        <div className="flex gap-3 rounded-2xl border border-zinc-200 p-4 dark:border-zinc-800">
          <UserAvatar name={comment.author} src={comment.avatar} />
          <div className="min-w-0 flex-1">
            <CommentBody comment={comment} />
            {held && (
              <p
                role="status"
                className="mt-2 inline-flex items-start gap-1.5 rounded-xl bg-amber-100 px-2.5 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-100"
              >
                <Clock3 aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                {readerCommentTexts.held}. {readerCommentTexts.heldOwn}
              </p>
            )}
          </div>
        </div>
      </article>
      {held ? null : (
        <>
          {thread && thread.pagination.total > 0 && (
            <section id="replies" aria-labelledby="replies-title" className="scroll-mt-20 space-y-4">
              <h2 id="replies-title" className={sectionTitle}>
                {readerCommentTexts.repliesTitle(thread.pagination.total)}
              </h2>
              <ol
                aria-label={readerCommentTexts.repliesLabel(comment.author)}
                className="space-y-4 border-l-2 border-zinc-200 pl-3 sm:pl-4 dark:border-zinc-800"
              >
                {thread.replies.map((reply) => (
                  <li
                    key={reply.id}
                    id={commentAnchor(reply.id)}
                    className="flex gap-3 scroll-mt-20 rounded-lg target:bg-amber-50 dark:target:bg-amber-950/40"
                  >
                    <UserAvatar name={reply.author} src={reply.avatar} className="h-8 w-8 text-sm" />
                    <div className="min-w-0 flex-1">
                      <CommentBody comment={reply} />
                    </div>
                  </li>
                ))}
              </ol>
              <Pager
                page={thread.pagination.page}
                totalPages={thread.pagination.totalPages}
                href={(n) => `${commentPagePath(article, comment.id)}${n > 1 ? `?page=${n}` : ""}#replies`}
                label={readerCommentTexts.replyPages}
              />
            </section>
          )}

          <section id="reply" aria-label={readerCommentTexts.replyLabel(comment.author)} className="scroll-mt-20">
            <Island
              name="comment-reply"
              props={{ articleId, parent: { id: comment.id, author: comment.author }, result: reply, back }}
              when="idle"
            />
          </section>

          <section id="report" aria-labelledby="report-title" className="scroll-mt-20 space-y-3">
            <h2 id="report-title" className={sectionTitle}>
              {readerCommentTexts.reportTitle}
            </h2>
            {report && "reported" in report ? (
              <p role="status" className="flex items-start gap-2 font-semibold text-emerald-800 dark:text-emerald-300">
                <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
                {readerCommentTexts.reportThanks}
              </p>
            ) : (
              <form
                method="post"
                className="space-y-4 rounded-2xl border border-zinc-200 bg-zinc-50 p-4 sm:p-6 dark:border-zinc-800 dark:bg-zinc-900/60"
              >
                <input type="hidden" name="intent" value="report" />
                <p className="text-sm text-zinc-700 dark:text-zinc-300">{readerCommentTexts.reportIntro}</p>
                <RadioChoices
                  legend={readerCommentTexts.reportReason}
                  name="reason"
                  values={reportReasons}
                  defaultValue={report?.values.reason ?? ""}
                  optionClassName="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-zinc-800 dark:text-zinc-200"
                  inputClassName="h-4 w-4 accent-brand-600"
                >
                  {(value) => <span className="first-letter:uppercase">{readerCommentTexts.reportReasons[value]}</span>}
                </RadioChoices>
                <div>
                  <label
                    htmlFor="report-page-details"
                    className="mb-1.5 block text-sm font-semibold text-zinc-800 dark:text-zinc-200"
                  >
                    {readerCommentTexts.reportDetails}
                  </label>
                  <textarea
                    id="report-page-details"
                    name="details"
                    rows={3}
                    defaultValue={report?.values.details}
                    aria-describedby="report-page-limit"
                    className={`${inputClasses} h-auto min-h-24 resize-y py-3`}
                  />
                  <p id="report-page-limit" className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
                    {readerCommentTexts.reportDetailsHint(commentLimits.reportDetailsMax)}
                  </p>
                </div>
                {report && "error" in report && <CommentAlert message={report.error} />}
                <Button type="submit">{readerCommentTexts.reportSubmit}</Button>
              </form>
            )}
          </section>
        </>
      )}
    </main>
  );
}
