import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { dialogTexts } from "#common/messages/staff.ts";
import { useQuestion } from "#web/lib/use-question.ts";
import { buttonClasses } from "./button.tsx";

export type ConfirmOptions = {
  message: string;
  confirmLabel: string;
  /** Red confirm button for deletions and other things that take something away. */
  destructive?: boolean;
  title?: string;
};

/**
 * Confirmations as accessible modal dialogs (DESIGN.md §5): `await confirm({...})` resolves true
 * when confirmed; render `dialog` once in the screen.
 */
export function useConfirm(): [confirm: (options: ConfirmOptions) => Promise<boolean>, dialog: ReactNode] {
  const { question: options, ask: confirm, answer: finish } = useQuestion<ConfirmOptions, boolean>(false);

  const dialog = (
    <AlertDialog.Root open={options !== null} onOpenChange={(open) => !open && finish(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-zinc-900 dark:ring-1 dark:ring-zinc-800">
          <AlertDialog.Title className="text-lg font-bold text-zinc-900 dark:text-zinc-50">
            {options?.title ?? dialogTexts.confirmTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-6 text-zinc-700 dark:text-zinc-300">
            {options?.message}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses("secondary")}>{dialogTexts.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses(
                "primary",
                "md",
                options?.destructive
                  ? ""
                  : "bg-zinc-900 hover:bg-zinc-800 dark:bg-zinc-100 dark:text-zinc-900 dark:hover:bg-white",
              )}
              onClick={() => finish(true)}
            >
              {options?.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
  return [confirm, dialog];
}
