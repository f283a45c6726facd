import { Dialog } from "radix-ui";
import { homeTexts } from "#common/messages/reader.ts";
import { CategoryNav } from "./category-nav.tsx";
import type { HomeTab } from "./home-url.ts";
import { DialogCloseButton } from "#web/components/ui/dialog-close-button.tsx";

export type CategoryDrawerPanelProps = {
  categories: { id: number; name: string }[];
  current: string | null;
  tab: HomeTab;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** The drawer itself, loaded on the first open (category-drawer.tsx): a dialog, so it traps and returns focus. */
export function CategoryDrawerPanel({ open, onOpenChange, onCloseAutoFocus, ...navProps }: CategoryDrawerPanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/60 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-2xl focus:outline-none md:hidden dark:bg-zinc-900"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-zinc-200 px-4 dark:border-zinc-800">
            <Dialog.Title className="text-sm font-black tracking-wider uppercase">{homeTexts.categories}</Dialog.Title>
            <DialogCloseButton label={homeTexts.closeCategories} className="-mr-2" />
          </div>
          <nav aria-label={homeTexts.categories} className="flex-1 overflow-y-auto p-3">
            <CategoryNav {...navProps} onNavigate={() => onOpenChange(false)} />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
