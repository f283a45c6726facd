import { X } from "lucide-react";
import { formatAdminDate } from "#common/dates.ts";
import { adminTexts } from "#common/messages/admin.ts";
import { cn } from "#web/lib/cn.ts";
import { IconButton } from "../ui/icon-button.tsx";
import { MoveButtons } from "../ui/move-buttons.tsx";
import { SortableItem, SortableList } from "../ui/sortable.tsx";
import type { FeaturedItem } from "./featured-data.ts";

// Narrower on a phone, so a title keeps room beside the handle, its number and three buttons.
const narrow = "w-8 sm:w-9";

type Props = { items: FeaturedItem[]; onMove: (from: number, to: number) => void; onRemove: (id: number) => void };

/** The ordered selection of one tab: drag, up/down and remove, all local until saved. */
export function SelectedList({ items, onMove, onRemove }: Props) {
  return (
    <SortableList items={items} nameOf={(item) => item.title} onMove={onMove}>
      {items.map((item, index) => (
        <SortableItem
          key={item.id}
          id={item.id}
          handleLabel={adminTexts.dragHandle(item.title)}
          className="gap-1.5 sm:gap-2"
          handleClassName="w-6 sm:w-8"
          testId="featured-selected"
        >
          <span className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 dark:bg-brand-800/40 dark:text-red-200">
            {index + 1}
          </span>
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-sm font-semibold break-words text-zinc-900 dark:text-zinc-50">
              {item.title}
            </p>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">{formatAdminDate(item.publishDate)}</p>
          </div>
          <div className="flex shrink-0 items-center">
            <MoveButtons
              name={item.title}
              className={narrow}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(direction) => onMove(index, direction === "up" ? index - 1 : index + 1)}
            />
            <IconButton
              icon={X}
              label={adminTexts.removeArticle(item.title)}
              title={adminTexts.remove}
              className={cn(narrow, "text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40")}
              onClick={() => onRemove(item.id)}
            />
          </div>
        </SortableItem>
      ))}
    </SortableList>
  );
}
