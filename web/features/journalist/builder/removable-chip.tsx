import { X } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";

/** A chosen item (a category, a tag) as a chip in a list, with the round X that takes it away. */
export function RemovableChip({
  removeLabel,
  onRemove,
  className,
  children,
}: {
  /** Names what the X removes, for screen readers. */
  removeLabel: string;
  onRemove: () => void;
  /** The chip's colours (and width). */
  className: string;
  children: ReactNode;
}) {
  return (
    <li className={cn("inline-flex items-center gap-1 rounded-full py-1 pr-1 pl-3 text-sm font-medium", className)}>
      {children}
      <button
        type="button"
        onClick={onRemove}
        aria-label={removeLabel}
        className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full hover:bg-black/10 dark:hover:bg-white/10"
      >
        <X aria-hidden className="h-3.5 w-3.5" />
      </button>
    </li>
  );
}
