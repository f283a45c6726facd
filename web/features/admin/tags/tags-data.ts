import { tagAdminTexts } from "#common/messages/tags.ts";
import type { AdminTag } from "#common/schemas/tags.ts";
import { api } from "#web/lib/api.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";

/** Every tag with its article count, the most used first (issue 32, the screen "Етикети"). */
export async function loadTags(request: Request) {
  return { tags: await settle(api<AdminTag[]>("/admin/tags", { request })) };
}
export type TagsData = Awaited<ReturnType<typeof loadTags>>;

export type TagIntent =
  | { intent: "rename"; id: number; name: string }
  | { intent: "merge"; id: number; intoId: number }
  | { intent: "delete"; id: number };

/** Every change of the tags; the list reloads after each. */
export async function changeTag(request: Request) {
  const intent = await submittedIntent<TagIntent>(request);
  switch (intent.intent) {
    case "rename":
      return change(() => api(`/admin/tags/${intent.id}`, { method: "PUT", body: { name: intent.name }, request }), {
        done: tagAdminTexts.renamed,
        failed: withReason(tagAdminTexts.renameFailed),
      });
    case "merge":
      return change(
        () => api(`/admin/tags/${intent.id}/merge`, { method: "POST", body: { intoId: intent.intoId }, request }),
        { done: tagAdminTexts.merged, failed: withReason(tagAdminTexts.mergeFailed) },
      );
    case "delete":
      return change(() => api(`/admin/tags/${intent.id}`, { method: "DELETE", request }), {
        done: tagAdminTexts.deleted,
        failed: withReason(tagAdminTexts.deleteFailed),
      });
  }
}
