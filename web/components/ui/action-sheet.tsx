import { MoreVertical, type LucideIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { Link } from "react-router";
import { uiTexts } from "#common/messages/staff.ts";

export type SheetAction =
  | { label: string; icon: LucideIcon; to: string; destructive?: boolean }
  | { label: string; icon: LucideIcon; onSelect: () => void; destructive?: boolean };

const itemClasses =
  "flex w-full items-center gap-3 rounded-xl px-4 py-3.5 text-left text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600";

/**
 * The mobile action sheet of a row (SPEC.md §2): a "more" button that opens a bottom sheet with
 * the row's actions. Choosing one closes the sheet first, so a confirmation can open cleanly.
 */
export function ActionSheet({
  title,
  actions,
  className = "",
}: {
  title: string;
  actions: SheetAction[];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={uiTexts.moreActions(title)}
        className={`inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 ${className}`}
      >
        <MoreVertical aria-hidden className="h-5 w-5" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto rounded-t-2xl bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-2xl focus:outline-none dark:bg-zinc-900">
          <div aria-hidden className="mx-auto mb-2 h-1.5 w-10 rounded-full bg-zinc-300 dark:bg-zinc-700" />
          <Dialog.Title className="line-clamp-2 px-4 pt-1 pb-2 text-sm font-semibold text-zinc-600 dark:text-zinc-400">
            {title}
          </Dialog.Title>
          <Dialog.Description className="sr-only">{uiTexts.actions}</Dialog.Description>
          <ul className="space-y-1">
            {actions.map((action) => {
              const tone = action.destructive
                ? "text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40"
                : "text-zinc-800 hover:bg-zinc-100 dark:text-zinc-100 dark:hover:bg-zinc-800";
              const Icon = action.icon;
              return (
                <li key={action.label}>
                  {"to" in action ? (
                    <Link to={action.to} className={`${itemClasses} ${tone}`} onClick={() => setOpen(false)}>
                      <Icon aria-hidden className="h-5 w-5 shrink-0" />
                      {action.label}
                    </Link>
                  ) : (
                    <button
                      type="button"
                      className={`${itemClasses} ${tone}`}
                      onClick={() => {
                        setOpen(false);
                        action.onSelect();
                      }}
                    >
                      <Icon aria-hidden className="h-5 w-5 shrink-0" />
                      {action.label}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          <Dialog.Close
            className={`${itemClasses} mt-2 justify-center border border-zinc-200 text-zinc-700 dark:border-zinc-700 dark:text-zinc-200`}
          >
            {uiTexts.cancel}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
