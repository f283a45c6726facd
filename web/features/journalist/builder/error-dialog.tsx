import { AlertDialog } from "radix-ui";
import { builderTexts } from "#common/messages/journalist.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";

/** SPEC.md §8 Builder: every error opens this modal, titled Възникна грешка, with a Затвори button. */
export function ErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <AlertDialog.Root open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-zinc-950/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none dark:bg-zinc-900 dark:ring-1 dark:ring-zinc-800">
          <AlertDialog.Title className="text-lg font-bold text-red-700 dark:text-red-400">
            {builderTexts.errorTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-6 break-words whitespace-pre-line text-zinc-800 dark:text-zinc-200">
            {message}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end">
            <AlertDialog.Action className={buttonClasses("primary")} onClick={onClose}>
              {builderTexts.close}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
