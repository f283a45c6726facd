import { Check, Pencil, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { adminTexts } from "#common/messages/admin.ts";
import { limits } from "#common/limits.ts";
import { useAction } from "#web/lib/use-action.ts";
import { DeleteIconButton, IconButton } from "../ui/icon-button.tsx";
import { fieldClasses } from "../ui/fields.tsx";
import { MoveButtons } from "../ui/move-buttons.tsx";
import { SortableItem } from "../ui/sortable.tsx";
import type { AdminCategory, CategoryIntent } from "./categories-data.ts";

type Props = {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (category: AdminCategory, direction: "up" | "down") => void;
  onDelete: (category: AdminCategory) => void;
};

/** One category: drag handle, name (renamed in place), article count, move, rename and delete buttons. */
export function CategoryRow({ category, first, last, disabled, onMove, onDelete }: Props) {
  const [editing, setEditing] = useState(false);
  // The rename is this row's own change: the editor closes once the new name is saved.
  const rename = useAction<CategoryIntent>({ onResult: (result) => result.ok && stop() });
  const [draft, setDraft] = useState(category.name);
  const renameButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Back on the rename button once the editor closes, for keyboard users.
  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      renameButton.current?.focus();
    }
  }, [editing]);

  function save() {
    const trimmed = draft.trim();
    if (!trimmed) return;
    if (trimmed === category.name) return stop();
    void rename.submit({ intent: "rename", id: category.id, name: trimmed });
  }
  function stop() {
    refocus.current = true;
    setEditing(false);
  }

  return (
    <SortableItem id={category.id} handleLabel={adminTexts.dragHandle(category.name)} testId="category-row">
      {editing ? (
        <form
          className="flex min-w-0 flex-1 items-center gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <label htmlFor={`category-name-${category.id}`} className="sr-only">
            {adminTexts.categoryName}
          </label>
          <input
            id={`category-name-${category.id}`}
            className={fieldClasses}
            value={draft}
            maxLength={limits.categoryNameMax}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => e.key === "Escape" && (e.preventDefault(), stop())}
          />
          <IconButton
            type="submit"
            icon={Check}
            label={adminTexts.save}
            disabled={!draft.trim() || disabled || rename.pending !== null}
          />
          <IconButton icon={X} label={adminTexts.cancel} onClick={stop} />
        </form>
      ) : (
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-zinc-900 dark:text-zinc-50">{category.name}</p>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">{adminTexts.articleCount(category.articleCount)}</p>
        </div>
      )}

      {!editing && (
        <div className="flex shrink-0 items-center">
          <MoveButtons
            name={category.name}
            first={first}
            last={last}
            onMove={(direction) => onMove(category, direction)}
          />
          <IconButton
            ref={renameButton}
            icon={Pencil}
            label={adminTexts.renameCategory(category.name)}
            title={adminTexts.rename}
            onClick={() => {
              setDraft(category.name);
              setEditing(true);
            }}
          />
          <DeleteIconButton
            onClick={() => onDelete(category)}
            disabled={disabled}
            label={adminTexts.deleteCategory(category.name)}
          />
        </div>
      )}
    </SortableItem>
  );
}
