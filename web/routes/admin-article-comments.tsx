import { useParams } from "react-router";
import { useArticlesOutlet } from "#web/features/admin/articles/articles-context.ts";
import { CommentsModal } from "#web/features/admin/comments-modal/comments-modal.tsx";

// /admin/articles/{id}/comments (SPEC.md §2): the articles screen with the comments modal open.
export default function AdminArticleComments() {
  const { articleId } = useParams();
  const { articleTitle, onCommentDeleted, closeComments } = useArticlesOutlet();
  const id = Number(articleId);
  if (!Number.isInteger(id) || id <= 0) return null;
  return <CommentsModal key={id} articleId={id} articleTitle={articleTitle(id)} onClose={closeComments} onDeleted={onCommentDeleted} />;
}
