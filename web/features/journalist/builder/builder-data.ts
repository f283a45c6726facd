import { builderTexts } from "#common/messages/journalist.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import { serverErrors } from "#common/messages/server-errors.ts";
import type { ArticleInput } from "#common/schemas/article-input.ts";
import type { ArticleDetail } from "#common/schemas/articles.ts";
import type { StaffMember } from "#common/schemas/co-authors.ts";
import type { ArticleReview } from "#common/schemas/reviews.ts";
import type { PendingChanges, SavedArticle } from "#common/schemas/revisions.ts";
import { api, type ApiError } from "#web/lib/api.ts";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { change, settle, submittedIntent } from "#web/lib/staff-data.ts";
import { categoryNames } from "./working-copy.ts";

/**
 * What the builder opens with (SPEC.md §2 Article builder): the categories to choose from (ten
 * defaults when they cannot be loaded, SPEC.md §8), and in edit mode the article as stored.
 */
export async function loadBuilder(request: Request, articleId: number | undefined) {
  const [categories, article, pending, staff, reviewSetting, review] = await Promise.all([
    settle(api<unknown>("/journalist/categories", { request })),
    articleId === undefined ? null : settle(api<ArticleDetail>(`/articles/${articleId}?editing=true`, { request })),
    // The person's changes of a published or scheduled article kept aside on the server (issue 20).
    articleId === undefined
      ? null
      : settle(api<PendingChanges>(`/journalist/articles/${articleId}/autosave`, { request })),
    // The people a co-author is chosen from (decision 0121).
    settle(api<StaffMember[]>("/journalist/staff", { request })),
    // Whether this person's articles go out through the desk's review, and this one's (decision 0135).
    // An Editor's own article goes through review with a second pair of eyes; another's does not.
    settle(
      api<ReviewSetting>(
        articleId === undefined ? "/journalist/review-setting" : `/journalist/review-setting?article=${articleId}`,
        { request },
      ),
    ),
    articleId === undefined
      ? null
      : settle(api<{ review: ArticleReview | null }>(`/journalist/articles/${articleId}/review`, { request })),
  ]);
  const names = categories.ok ? categoryNames(categories.data) : [];
  return {
    articleId,
    categoryOptions: names.length ? names : builderTexts.defaultCategories,
    article,
    pending: pending?.ok ? pending.data.pending : null,
    staff: staff.ok ? staff.data : null,
    sendsForReview: reviewSetting.ok && reviewSetting.data.appliesToMe,
    review: review?.ok ? review.data.review : null,
  };
}
export type BuilderData = Awaited<ReturnType<typeof loadBuilder>>;
type ReviewSetting = { reviewBeforePublishing: boolean; appliesToMe: boolean };

/** What the builder says when its article could not be loaded (it then starts from an empty copy). */
export function articleLoadErrorText(error: ApiError): string {
  return error.status === 404 ? builderTexts.articleNotFound : apiErrorMessage(error, builderTexts.articleLoadFailed);
}

/** What the builder shows for a failed save: the server's Bulgarian validation text, or SPEC.md §8's fallback. */
function saveErrorText(error: ApiError, fallback: string): string {
  if (error.sessionEnd || error.status === 401 || error.serverError === serverErrors.accountDeactivated)
    return builderTexts.signedOutWhileSaving;
  if (error.status === 404) return builderTexts.articleNotFound;
  if (error.code === "edit_conflict") return newsroomTexts.editConflict;
  if (error.status === 400) return apiErrorMessage(error, fallback);
  return fallback;
}

export type SaveIntent = { intent: "save"; articleId: number | null; body: ArticleInput };

/**
 * Creates or updates the article. A session the server ends here does not leave the builder (the
 * one exception to the data layer's redirect, decision 0061): the article stays on screen, and the
 * journalist is asked to sign in again in another tab and save once more.
 */
export async function saveArticle(request: Request) {
  const { articleId, body } = await submittedIntent<SaveIntent>(request);
  const create = articleId === null;
  return change(
    () =>
      api<SavedArticle>(create ? "/journalist/articles" : `/journalist/articles/${articleId}`, {
        method: create ? "POST" : "PUT",
        body,
        signal: request.signal,
      }),
    {
      failed: (error) => saveErrorText(error, create ? builderTexts.createFailed : builderTexts.updateFailed),
    },
  );
}
