import { data } from "react-router";
import { useArticlesOutlet } from "#web/features/admin/articles/articles-context.ts";
import { changeComment, loadComments } from "#web/features/admin/comments-modal/comments-data.ts";
import { CommentsModal } from "#web/features/admin/comments-modal/comments-modal.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import type { Route } from "./+types/admin-article-comments";
import { adminPaths } from "#common/page-paths.ts";

// /admin/articles/{id}/comments (SPEC.md §2): the articles screen with the comments modal open.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, adminPaths.articles);
  if (!/^[1-9]\d{0,15}$/.test(params.articleId)) throw data(null, { status: 404 });
  return loadComments(request, Number(params.articleId));
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => changeComment(request);

export default function AdminArticleComments({ loaderData }: Route.ComponentProps) {
  const { articleTitle, closeComments } = useArticlesOutlet();
  return (
    <CommentsModal
      key={loaderData.articleId}
      data={loaderData}
      articleTitle={articleTitle(loaderData.articleId)}
      onClose={closeComments}
    />
  );
}
