import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { uiTexts } from "#common/messages/staff.ts";
import { DialogCloseButton } from "./dialog-close-button.tsx";

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Tailwind max-width class. */
  width?: string;
};

/** An accessible modal dialog (Radix): focus kept inside, Escape closes, focus returns afterwards. */
export function Modal({ open, onOpenChange, title, description, children, width = "max-w-lg" }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
        <Dialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          className={`fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-2xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[85dvh] sm:w-[calc(100vw-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl dark:bg-zinc-900 dark:ring-1 dark:ring-zinc-800 ${width}`}
        >
          <div className="flex items-start gap-3 border-b border-zinc-200 px-5 py-4 dark:border-zinc-800">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-bold break-words text-zinc-900 dark:text-zinc-50">
                {title}
              </Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
                  {description}
                </Dialog.Description>
              )}
            </div>
            <DialogCloseButton label={uiTexts.close} className="-mt-1 -mr-2 shrink-0" />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
