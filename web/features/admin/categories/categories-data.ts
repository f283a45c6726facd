import { adminTexts, categoryTexts } from "#common/messages/admin.ts";
import { api } from "#web/lib/api.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";

export type AdminCategory = { id: number; name: string; position: number; articleCount: number };

/** The categories in their order (SPEC.md §2 Admin categories). */
export async function loadCategories(request: Request) {
  return { categories: await settle(api<AdminCategory[]>("/admin/categories", { request })) };
}
export type CategoriesData = Awaited<ReturnType<typeof loadCategories>>;

export type CategoryIntent =
  | { intent: "add"; name: string }
  | { intent: "rename"; id: number; name: string }
  | { intent: "delete"; id: number }
  | { intent: "move"; id: number; direction: "up" | "down" }
  | { intent: "reorder"; id: number; position: number };

/** Every change of the categories; the list reloads after each (SPEC.md §4). */
export async function changeCategory(request: Request) {
  const intent = await submittedIntent<CategoryIntent>(request);
  switch (intent.intent) {
    case "add":
      return change(() => api("/admin/categories", { method: "POST", body: { name: intent.name }, request }), {
        done: adminTexts.categoryAdded,
        failed: withReason(categoryTexts.addFailed),
      });
    case "rename":
      return change(
        () => api(`/admin/categories/${intent.id}`, { method: "PUT", body: { name: intent.name }, request }),
        { done: adminTexts.categoryRenamed, failed: withReason(categoryTexts.updateFailed) },
      );
    case "delete":
      return change(() => api(`/admin/categories/${intent.id}`, { method: "DELETE", request }), {
        done: adminTexts.categoryDeleted,
        failed: categoryTexts.deleteFailed,
      });
    case "move":
      return change(
        () =>
          api(`/admin/categories/${intent.id}/move`, {
            method: "PATCH",
            body: { direction: intent.direction },
            request,
          }),
        { failed: withReason(categoryTexts.moveFailed) },
      );
    case "reorder":
      return change(
        () =>
          api("/admin/categories/reorder", {
            method: "POST",
            body: { categoryId: intent.id, newPosition: intent.position },
            request,
          }),
        {
          failed: withReason(categoryTexts.reorderFailed),
        },
      );
  }
}
