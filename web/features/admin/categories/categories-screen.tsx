import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { adminTexts, categoryTexts } from "#common/messages.ts";
import { limits } from "#common/limits.ts";
import { Button } from "#web/components/ui/button.tsx";
import { api } from "#web/lib/api.ts";
import { apiErrorMessage } from "#web/lib/api-errors.ts";
import { moveItem } from "../ui/move-item.ts";
import { fieldClasses } from "../ui/fields.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { EmptyState, ErrorState, LoadingState, Panel } from "../ui/states.tsx";
import { useToast } from "#web/components/ui/toast.tsx";
import { useApiData, useSessionLostHandler } from "../ui/use-api-data.ts";
import { CategoryRow, type AdminCategory } from "./category-row.tsx";


/** SPEC.md §2 Admin categories: add, rename inline, delete, reorder by buttons or drag; the list reloads after each order change. */
export function CategoriesScreen() {
  const categories = useApiData<AdminCategory[]>("/admin/categories");
  const [name, setName] = useState("");
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const toast = useToast();
  const sessionLost = useSessionLostHandler();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const list = categories.data ?? [];
  const nameOf = (id: string | number) => list.find((c) => c.id === Number(id))?.name ?? "";
  const indexOf = (id: string | number) => list.findIndex((c) => c.id === Number(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => adminTexts.dragPickedUp(nameOf(active.id)),
    onDragOver: ({ active, over }) => (over ? adminTexts.dragOver(nameOf(active.id), indexOf(over.id) + 1) : undefined),
    onDragEnd: ({ active, over }) => (over ? adminTexts.dragDropped(nameOf(active.id), indexOf(over.id) + 1) : adminTexts.dragCancelled(nameOf(active.id))),
    onDragCancel: ({ active }) => adminTexts.dragCancelled(nameOf(active.id)),
  };

  async function run(action: () => Promise<unknown>, failure: (error: unknown) => string, success?: string) {
    setBusy(true);
    try {
      await action();
      if (success) toast.success(success);
      return true;
    } catch (error) {
      if (!sessionLost(error)) toast.error(failure(error));
      return false;
    } finally {
      setBusy(false);
      categories.reload();
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || adding) return;
    setAdding(true);
    const ok = await run(() => api("/admin/categories", { method: "POST", body: { name: trimmed } }), (e) => apiErrorMessage(e, categoryTexts.addFailed), adminTexts.categoryAdded);
    setAdding(false);
    if (ok) setName("");
  }

  const rename = (category: AdminCategory, newName: string) =>
    run(
      () => api(`/admin/categories/${category.id}`, { method: "PUT", body: { name: newName } }),
      (e) => apiErrorMessage(e, categoryTexts.updateFailed),
      adminTexts.categoryRenamed,
    );

  async function remove(category: AdminCategory) {
    if (!(await confirm({ message: adminTexts.confirmDeleteCategory(category.name), confirmLabel: adminTexts.delete, destructive: true }))) return;
    await run(() => api(`/admin/categories/${category.id}`, { method: "DELETE" }), () => categoryTexts.deleteFailed, adminTexts.categoryDeleted);
  }

  const move = async (category: AdminCategory, direction: "up" | "down") =>
    busy ||
    run(() => api(`/admin/categories/${category.id}/move`, { method: "PATCH", body: { direction } }), (e) => apiErrorMessage(e, categoryTexts.moveFailed));

  function dragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = indexOf(active.id);
    const to = indexOf(over.id);
    // Show the new order at once; the reload after the call brings the server's.
    categories.setData((data) => moveItem(data, from, to));
    void run(
      () => api("/admin/categories/reorder", { method: "POST", body: { categoryId: Number(active.id), newPosition: to } }),
      (e) => apiErrorMessage(e, categoryTexts.reorderFailed),
    );
  }

  return (
    <div className="space-y-4">
      <Panel className="p-4 sm:p-5">
        <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor="new-category" className="mb-1 block text-xs font-semibold text-zinc-600 dark:text-zinc-400">
              {adminTexts.newCategory}
            </label>
            <input
              id="new-category"
              className={fieldClasses}
              value={name}
              maxLength={limits.categoryNameMax}
              placeholder={adminTexts.categoryName}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={!name.trim() || adding} className="shrink-0">
            <Plus aria-hidden className="h-4 w-4" />
            {adminTexts.addCategory}
          </Button>
        </form>
      </Panel>

      <Panel aria-labelledby="categories-heading">
        <div className="border-b border-zinc-200 px-4 py-3 sm:px-5 dark:border-zinc-800">
          <h2 id="categories-heading" className="text-base font-bold text-zinc-900 dark:text-zinc-50">
            {adminTexts.categories}
            {categories.data && <span className="ml-2 text-sm font-medium text-zinc-500 dark:text-zinc-400">({list.length})</span>}
          </h2>
          <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">{adminTexts.categoryOrderHint}</p>
        </div>
        {categories.status === "error" && !categories.data ? (
          <div className="p-4">
            <ErrorState message={categoryTexts.loadFailed} onRetry={categories.reload} />
          </div>
        ) : !categories.data ? (
          <LoadingState label={adminTexts.categoriesLoading} />
        ) : list.length === 0 ? (
          <EmptyState message={adminTexts.noCategories} />
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={dragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: adminTexts.dragInstructions } }}
          >
            <SortableContext items={list.map((c) => c.id)} strategy={verticalListSortingStrategy}>
              <ol className="divide-y divide-zinc-200 dark:divide-zinc-800" aria-busy={busy}>
                {list.map((category, index) => (
                  <CategoryRow
                    key={category.id}
                    category={category}
                    first={index === 0}
                    last={index === list.length - 1}
                    disabled={busy}
                    onMove={move}
                    onRename={rename}
                    onDelete={remove}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        )}
      </Panel>
      {confirmDialog}
    </div>
  );
}
