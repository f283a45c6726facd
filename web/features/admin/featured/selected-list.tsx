import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, X } from "lucide-react";
import { adminTexts } from "#common/messages.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { formatAdminDate } from "../format.ts";

export type FeaturedItem = { id: number; title: string; publishDate: string | null };

// Narrower on a phone, so a title keeps room beside the handle, its number and three buttons.
const icon = buttonClasses("ghost", "icon", "h-9 w-8 sm:w-9 disabled:opacity-30");

function Row({ item, index, count, onMove, onRemove }: { item: FeaturedItem; index: number; count: number; onMove: (from: number, to: number) => void; onRemove: (id: number) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex items-center gap-1.5 bg-white px-2 py-2 sm:gap-2 sm:px-3 dark:bg-zinc-900 ${isDragging ? "relative z-10 shadow-lg ring-2 ring-brand-600" : ""}`}
      data-testid="featured-selected"
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={adminTexts.dragHandle(item.title)}
        className="inline-flex h-10 w-6 shrink-0 cursor-grab sm:w-8 touch-none items-center justify-center rounded-md text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 dark:hover:bg-zinc-800"
      >
        <GripVertical aria-hidden className="h-5 w-5" />
      </button>
      <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 dark:bg-brand-800/40 dark:text-red-200">{index + 1}</span>
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-semibold break-words text-zinc-900 dark:text-zinc-50">{item.title}</p>
        <p className="text-xs text-zinc-600 dark:text-zinc-400">{formatAdminDate(item.publishDate)}</p>
      </div>
      <div className="flex shrink-0 items-center">
        <button type="button" className={icon} disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={`${adminTexts.moveUp}: ${item.title}`} title={adminTexts.moveUp}>
          <ArrowUp aria-hidden className="h-4 w-4" />
        </button>
        <button type="button" className={icon} disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={`${adminTexts.moveDown}: ${item.title}`} title={adminTexts.moveDown}>
          <ArrowDown aria-hidden className="h-4 w-4" />
        </button>
        <button type="button" className={`${icon} text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40`} onClick={() => onRemove(item.id)} aria-label={adminTexts.removeArticle(item.title)} title={adminTexts.remove}>
          <X aria-hidden className="h-4 w-4" />
        </button>
      </div>
    </li>
  );
}

/** The ordered selection of one tab: drag, up/down and remove, all local until saved. */
export function SelectedList({ items, onMove, onRemove }: { items: FeaturedItem[]; onMove: (from: number, to: number) => void; onRemove: (id: number) => void }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const titleOf = (id: string | number) => items.find((i) => i.id === Number(id))?.title ?? "";
  const indexOf = (id: string | number) => items.findIndex((i) => i.id === Number(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => adminTexts.dragPickedUp(titleOf(active.id)),
    onDragOver: ({ active, over }) => (over ? adminTexts.dragOver(titleOf(active.id), indexOf(over.id) + 1) : undefined),
    onDragEnd: ({ active, over }) => (over ? adminTexts.dragDropped(titleOf(active.id), indexOf(over.id) + 1) : adminTexts.dragCancelled(titleOf(active.id))),
    onDragCancel: ({ active }) => adminTexts.dragCancelled(titleOf(active.id)),
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: adminTexts.dragInstructions } }}>
      <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <ol className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {items.map((item, index) => (
            <Row key={item.id} item={item} index={index} count={items.length} onMove={onMove} onRemove={onRemove} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
