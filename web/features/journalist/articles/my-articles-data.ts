import { journalistTexts } from "#common/messages/journalist.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { OwnArticle } from "#common/schemas/journalist.ts";
import { api } from "#web/lib/api.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";
import { myArticlesPath, parseListFilters } from "./my-articles-query.ts";

/** The journalist's own articles for the filters in the URL (SPEC.md §4: any change of them reloads the list). */
export async function loadMyArticles(request: Request) {
  return {
    articles: await settle(
      api<OwnArticle[]>(myArticlesPath(parseListFilters(new URL(request.url).searchParams)), { request }),
    ),
  };
}
export type MyArticlesData = Awaited<ReturnType<typeof loadMyArticles>>;

export type MyArticleIntent =
  { intent: "publish" | "unpublish" | "unschedule"; id: number } | { intent: "delete"; id: number };

/** Whether a change keeps the list as it is (a published or hidden article changes its row in place, use-status-in-place.ts). */
export const changesInPlace = (submitted: unknown, result: unknown) => {
  const intent = (submitted as Partial<MyArticleIntent> | undefined)?.intent;
  return (
    (intent === "publish" || intent === "unpublish" || intent === "unschedule") &&
    (result as { ok?: boolean } | undefined)?.ok === true
  );
};

/** Publishing, hiding and deleting one's own article; failures in SPEC.md §8's words. */
export async function changeMyArticle(request: Request) {
  const { intent, id } = await submittedIntent<MyArticleIntent>(request);
  if (intent === "delete")
    return change(() => api(`/journalist/articles/${id}`, { method: "DELETE", request }), {
      failed: journalistTexts.deleteFailed,
    });
  if (intent === "unschedule") {
    return change(() => api(`/journalist/articles/${id}/schedule`, { method: "DELETE", request }), {
      failed: withReason(newsroomTexts.unscheduleFailed),
    });
  }
  return change(() => api(`/journalist/articles/${id}/${intent}`, { method: "PUT", request }), {
    // A draft kept on the server may still be unfinished: the reason says what it lacks (issue 20).
    failed: withReason(intent === "publish" ? journalistTexts.publishFailed : journalistTexts.hideFailed),
  });
}
