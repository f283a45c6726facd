import { redirect } from "react-router";
import { redirectAdminTexts } from "#common/messages/redirects.ts";
import type { AdminRedirect, AdminRedirectList, RedirectInput } from "#common/schemas/redirects.ts";
import { api } from "#web/lib/api.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";
import { parseRedirectFilters, redirectFiltersToParams, redirectListQuery } from "./redirect-filters.ts";

/** A page of the redirects for the search and page in the URL (issue 33, the screen "Пренасочвания"). */
export async function loadRedirects(request: Request) {
  const url = new URL(request.url);
  const filters = parseRedirectFilters(url.searchParams);
  const list = await settle(api<AdminRedirectList>(`/admin/redirects?${redirectListQuery(filters)}`, { request }));
  // A page past the end (its last redirect deleted) shows the last page.
  const totalPages = list.ok ? list.data.pagination.totalPages : 0;
  if (totalPages > 0 && filters.page > totalPages)
    throw redirect(`${url.pathname}?${redirectFiltersToParams({ ...filters, page: totalPages })}`);
  return { list };
}
export type RedirectsData = Awaited<ReturnType<typeof loadRedirects>>;

export type RedirectIntent = ({ intent: "add" } & RedirectInput) | { intent: "delete"; id: number };

/** Adding and deleting a redirect; the list reloads after each. */
export async function changeRedirect(request: Request) {
  const intent = await submittedIntent<RedirectIntent>(request);
  if (intent.intent === "add")
    return change(
      () =>
        api<AdminRedirect>("/admin/redirects", {
          method: "POST",
          body: { from: intent.from, to: intent.to },
          request,
        }),
      { done: redirectAdminTexts.added, failed: withReason(redirectAdminTexts.addFailed) },
    );
  return change(() => api(`/admin/redirects/${intent.id}`, { method: "DELETE", request }), {
    done: redirectAdminTexts.deleted,
    failed: withReason(redirectAdminTexts.deleteFailed),
  });
}
