import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { readerCommentTexts } from "#common/messages/reader.ts";
import { CommentForm } from "./comment-form.tsx";
import type { CommentFormResult } from "./comment-form-result.ts";

type CommentReplyProps = {
  articleId: number;
  parent: { id: number; author: string };
  /** The answer of the page's action when the reply was posted without JavaScript. */
  result?: CommentFormResult;
  /** The comment on its article's page. */
  back: string;
};

/**
 * The reply form of a comment's own page, an island (decision 0088): without JavaScript it posts to
 * the page; with it, through the API, and says how it went with the way back to the comments.
 */
export function CommentReply({ articleId, parent, result, back }: CommentReplyProps) {
  const [posted, setPosted] = useState<{ held: boolean } | null>(null);
  return (
    <>
      <CommentForm
        articleId={articleId}
        parent={parent}
        result={result}
        onPosted={(created) => setPosted({ held: created.held })}
      />
      {posted && (
        <p
          role="status"
          className="mt-3 flex flex-wrap items-start gap-2 text-sm font-semibold text-emerald-800 dark:text-emerald-300"
        >
          <CheckCircle2 aria-hidden className="mt-px h-5 w-5 shrink-0" />
          {posted.held ? readerCommentTexts.held : readerCommentTexts.replyPosted}
          <a href={back} className="text-brand-700 underline dark:text-red-300">
            {readerCommentTexts.backToComments}
          </a>
        </p>
      )}
    </>
  );
}
