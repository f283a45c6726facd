import { Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useFetchers, useRevalidator } from "react-router";
import { limits } from "#common/limits.ts";
import { adminTexts, categoryTexts } from "#common/messages/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { useConfirm } from "#web/components/ui/confirm-dialog.tsx";
import { confirmedDelete } from "#web/lib/confirmed-delete.ts";
import { useAction } from "#web/lib/use-action.ts";
import { FilterField, fieldClasses } from "../ui/fields.tsx";
import { moveItem } from "../ui/move-item.ts";
import { SortableList } from "../ui/sortable.tsx";
import { EmptyState, ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import type { AdminCategory, CategoriesData, CategoryIntent } from "./categories-data.ts";
import { CategoryRow } from "./category-row.tsx";

/** SPEC.md §2 Admin categories: add, rename inline, delete, reorder by buttons or drag; the list reloads after each change. */
export function CategoriesScreen({ data: { categories } }: { data: CategoriesData }) {
  const [name, setName] = useState("");
  const [confirm, confirmDialog] = useConfirm();
  const { revalidate } = useRevalidator();
  const action = useAction<CategoryIntent>({
    onResult: (result, intent) => result.ok && intent.intent === "add" && setName(""),
  });
  // Any change under way (this screen's, or a row's rename) holds the moves and deletions back.
  const busy = useFetchers().some((fetcher) => fetcher.state !== "idle");
  const pending = action.pending;
  const loaded = categories.ok ? categories.data : [];
  // A dragged category shows in its new place at once; the reload after the call brings the server's order.
  const list =
    pending?.intent === "reorder"
      ? moveItem(
          loaded,
          loaded.findIndex((c) => c.id === pending.id),
          pending.position,
        )
      : loaded;

  function add(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed && pending?.intent !== "add") void action.submit({ intent: "add", name: trimmed });
  }

  const remove = confirmedDelete(
    confirm,
    action.submit,
    (category: AdminCategory) => adminTexts.confirmDeleteCategory(category.name),
    adminTexts.delete,
  );

  return (
    <div className="space-y-4">
      <Panel className="p-4 sm:p-5">
        <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FilterField label={adminTexts.newCategory} htmlFor="new-category" className="flex-1">
            <input
              id="new-category"
              className={fieldClasses}
              value={name}
              maxLength={limits.categoryNameMax}
              placeholder={adminTexts.categoryName}
              onChange={(e) => setName(e.target.value)}
            />
          </FilterField>
          <Button type="submit" disabled={!name.trim() || pending?.intent === "add"} className="shrink-0">
            <Plus aria-hidden className="h-4 w-4" />
            {adminTexts.addCategory}
          </Button>
        </form>
      </Panel>

      <Panel aria-labelledby="categories-heading">
        <PanelHeader
          id="categories-heading"
          title={adminTexts.categories}
          count={categories.ok ? list.length : undefined}
        >
          <p className="w-full text-sm text-zinc-600 dark:text-zinc-400">{adminTexts.categoryOrderHint}</p>
        </PanelHeader>
        {!categories.ok ? (
          <div className="p-4">
            <ErrorState message={categoryTexts.loadFailed} onRetry={revalidate} />
          </div>
        ) : list.length === 0 ? (
          <EmptyState message={adminTexts.noCategories} />
        ) : (
          <SortableList
            items={list}
            nameOf={(c) => c.name}
            busy={busy}
            onMove={(from, to) => void action.submit({ intent: "reorder", id: list[from]!.id, position: to })}
          >
            {list.map((category, index) => (
              <CategoryRow
                key={category.id}
                category={category}
                first={index === 0}
                last={index === list.length - 1}
                disabled={busy}
                onMove={(c, direction) => busy || void action.submit({ intent: "move", id: c.id, direction })}
                onDelete={remove}
              />
            ))}
          </SortableList>
        )}
      </Panel>
      {confirmDialog}
    </div>
  );
}
