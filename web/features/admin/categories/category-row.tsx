import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, Check, GripVertical, Pencil, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { adminTexts } from "#common/messages.ts";
import { limits } from "#common/limits.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { fieldClasses } from "../ui/fields.tsx";

export type AdminCategory = { id: number; name: string; position: number; articleCount: number };

type Props = {
  category: AdminCategory;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMove: (category: AdminCategory, direction: "up" | "down") => Promise<unknown>;
  onRename: (category: AdminCategory, name: string) => Promise<boolean>;
  onDelete: (category: AdminCategory) => void;
};

const icon = buttonClasses("ghost", "icon", "h-9 w-9 disabled:opacity-30");

/** One category: drag handle, name (renamed in place), article count, move, rename and delete buttons. */
export function CategoryRow({ category, first, last, disabled, onMove, onRename, onDelete }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: category.id });
  const [editing, setEditing] = useState(false);
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

  const style = { transform: CSS.Translate.toString(transform), transition };

  async function save() {
    const trimmed = draft.trim();
    if (!trimmed) return;
    if (trimmed === category.name) return stop();
    if (await onRename(category, trimmed)) stop();
  }
  function stop() {
    refocus.current = true;
    setEditing(false);
  }

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`flex items-center gap-2 bg-white px-2 py-2 sm:px-3 dark:bg-zinc-900 ${isDragging ? "relative z-10 shadow-lg ring-2 ring-brand-600" : ""}`}
      data-testid="category-row"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={adminTexts.dragHandle(category.name)}
        className="inline-flex h-10 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 active:cursor-grabbing dark:hover:bg-zinc-800 dark:hover:text-zinc-200"
      >
        <GripVertical aria-hidden className="h-5 w-5" />
      </button>

      {editing ? (
        <form
          className="flex min-w-0 flex-1 items-center gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
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
          <button type="submit" className={icon} aria-label={adminTexts.save} title={adminTexts.save} disabled={!draft.trim() || disabled}>
            <Check aria-hidden className="h-4 w-4" />
          </button>
          <button type="button" className={icon} aria-label={adminTexts.cancel} title={adminTexts.cancel} onClick={stop}>
            <X aria-hidden className="h-4 w-4" />
          </button>
        </form>
      ) : (
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-zinc-900 dark:text-zinc-50">{category.name}</p>
          <p className="text-xs text-zinc-600 dark:text-zinc-400">{adminTexts.articleCount(category.articleCount)}</p>
        </div>
      )}

      {!editing && (
        <div className="flex shrink-0 items-center">
          <button type="button" className={icon} disabled={first} onClick={() => onMove(category, "up")} aria-label={`${adminTexts.moveUp}: ${category.name}`} title={adminTexts.moveUp}>
            <ArrowUp aria-hidden className="h-4 w-4" />
          </button>
          <button type="button" className={icon} disabled={last} onClick={() => onMove(category, "down")} aria-label={`${adminTexts.moveDown}: ${category.name}`} title={adminTexts.moveDown}>
            <ArrowDown aria-hidden className="h-4 w-4" />
          </button>
          <button
            type="button"
            ref={renameButton}
            className={icon}
            onClick={() => {
              setDraft(category.name);
              setEditing(true);
            }}
            aria-label={adminTexts.renameCategory(category.name)}
            title={adminTexts.rename}
          >
            <Pencil aria-hidden className="h-4 w-4" />
          </button>
          <button
            type="button"
            className={`${icon} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40`}
            onClick={() => onDelete(category)}
            disabled={disabled}
            aria-label={adminTexts.deleteCategory(category.name)}
            title={adminTexts.delete}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </button>
        </div>
      )}
    </li>
  );
}
