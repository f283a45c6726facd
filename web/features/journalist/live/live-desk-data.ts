import { redirect } from "react-router";
import { listPage } from "#common/list-params.ts";
import { liveDeskTexts } from "#common/messages/live.ts";
import type { JournalistLive, LiveEntry, LiveState } from "#common/schemas/live.ts";
import { api } from "#web/lib/api.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";

/**
 * The live coverage desk of an article (issue 37): the article, and its coverage with the page of
 * entries the desk's `?page=` names (newest first), through the journalist API.
 */
export async function loadLiveDesk(request: Request, articleId: number) {
  const url = new URL(request.url);
  const page = listPage(url.searchParams.get("page"));
  const desk = await settle(
    api<JournalistLive>(`${livePath(articleId)}${page > 1 ? `?page=${page}` : ""}`, { request }),
  );
  // A page that is no more (its last entries deleted meanwhile): the last one there is.
  const pages = desk.ok ? (desk.data.coverage?.pagination.totalPages ?? 1) : page;
  if (page > pages) {
    url.searchParams.delete("page");
    if (pages > 1) url.searchParams.set("page", String(pages));
    throw redirect(url.pathname + url.search);
  }
  return { articleId, desk };
}
export type LiveDeskData = Awaited<ReturnType<typeof loadLiveDesk>>;

/** What an entry says, as the composer and the inline editor send it. */
export type LiveEntryFields = { content: string; image: string | null; imageAlt: string | null };

export type LiveIntent =
  | { intent: "start"; autoEndHours: number; restart?: boolean }
  | { intent: "hours"; autoEndHours: number }
  | { intent: "end" }
  | ({ intent: "post"; pinned: boolean } & LiveEntryFields)
  | ({ intent: "edit"; entryId: number } & LiveEntryFields)
  | { intent: "pin"; entryId: number; pinned: boolean }
  | { intent: "delete"; entryId: number };

const livePath = (articleId: number) => `/journalist/articles/${articleId}/live`;

/** Starting, reopening and ending a coverage, its hours, and its entries; a refusal in the server's Bulgarian words. */
export async function changeLive(request: Request, articleId: number) {
  const intent = await submittedIntent<LiveIntent>(request);
  const base = livePath(articleId);
  switch (intent.intent) {
    case "start":
    case "hours":
      return change(
        () => api<LiveState>(base, { method: "POST", body: { autoEndHours: intent.autoEndHours }, request }),
        intent.intent === "hours"
          ? { done: liveDeskTexts.autoEndSaved, failed: withReason(liveDeskTexts.autoEndFailed) }
          : {
              done: intent.restart ? liveDeskTexts.restarted : liveDeskTexts.started,
              failed: withReason(liveDeskTexts.startFailed),
            },
      );
    case "end":
      return change(() => api<LiveState>(`${base}/end`, { method: "POST", request }), {
        done: liveDeskTexts.ended,
        failed: withReason(liveDeskTexts.endFailed),
      });
    case "post": {
      const { content, image, imageAlt, pinned } = intent;
      return change(
        () =>
          api<LiveEntry>(`${base}/entries`, { method: "POST", body: { content, image, imageAlt, pinned }, request }),
        { done: liveDeskTexts.posted, failed: withReason(liveDeskTexts.postFailed) },
      );
    }
    case "edit": {
      const { content, image, imageAlt } = intent;
      return change(
        () =>
          api<LiveEntry>(`${base}/entries/${intent.entryId}`, {
            method: "PATCH",
            body: { content, image, imageAlt },
            request,
          }),
        { done: liveDeskTexts.saved, failed: withReason(liveDeskTexts.saveFailed) },
      );
    }
    case "pin":
      return change(
        () =>
          api<LiveEntry>(`${base}/entries/${intent.entryId}`, {
            method: "PATCH",
            body: { pinned: intent.pinned },
            request,
          }),
        {
          done: intent.pinned ? liveDeskTexts.pinned : liveDeskTexts.unpinned,
          failed: withReason(liveDeskTexts.saveFailed),
        },
      );
    case "delete":
      return change(() => api(`${base}/entries/${intent.entryId}`, { method: "DELETE", request }), {
        done: liveDeskTexts.deleted,
        failed: withReason(liveDeskTexts.deleteFailed),
      });
  }
}
