import { closestCenter, DndContext, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import type { ReactNode } from "react";
import { adminTexts } from "#common/messages/admin.ts";
import { cn } from "#web/lib/cn.ts";
import { useDragSensors } from "#web/lib/use-drag-sensors.ts";

type ListProps<T> = {
  items: readonly T[];
  /** What screen readers call an item while it is dragged. */
  nameOf: (item: T) => string;
  /** An item dropped elsewhere: from its index to the one it was dropped on. */
  onMove: (from: number, to: number) => void;
  className?: string;
  busy?: boolean;
  children: ReactNode;
};

/** An ordered list whose items are dragged by their handles, with the mouse, a finger or the keyboard, and announced. */
export function SortableList<T extends { id: number }>({
  items,
  nameOf,
  onMove,
  className,
  busy,
  children,
}: ListProps<T>) {
  const sensors = useDragSensors(sortableKeyboardCoordinates);
  const indexOf = (id: string | number) => items.findIndex((item) => item.id === Number(id));
  const name = (id: string | number) => {
    const item = items[indexOf(id)];
    return item ? nameOf(item) : "";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => adminTexts.dragPickedUp(name(active.id)),
    onDragOver: ({ active, over }) => (over ? adminTexts.dragOver(name(active.id), indexOf(over.id) + 1) : undefined),
    onDragEnd: ({ active, over }) =>
      over ? adminTexts.dragDropped(name(active.id), indexOf(over.id) + 1) : adminTexts.dragCancelled(name(active.id)),
    onDragCancel: ({ active }) => adminTexts.dragCancelled(name(active.id)),
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: adminTexts.dragInstructions } }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <ol className={cn("divide-y divide-zinc-200 dark:divide-zinc-800", className)} aria-busy={busy}>
          {children}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

type ItemProps = {
  id: number;
  /** The drag handle's name (adminTexts.dragHandle). */
  handleLabel: string;
  className?: string;
  handleClassName?: string;
  testId?: string;
  children: ReactNode;
};

/** One item of a SortableList: its drag handle, then `children`. */
export function SortableItem({ id, handleLabel, className, handleClassName, testId, children }: ItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "flex items-center gap-2 bg-white px-2 py-2 sm:px-3 dark:bg-zinc-900",
        isDragging && "relative z-10 shadow-lg ring-2 ring-brand-600",
        className,
      )}
      data-testid={testId}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
        className={cn(
          "inline-flex h-10 w-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 active:cursor-grabbing dark:hover:bg-zinc-800 dark:hover:text-zinc-200",
          handleClassName,
        )}
      >
        <GripVertical aria-hidden className="h-5 w-5" />
      </button>
      {children}
    </li>
  );
}
