import type { ConfirmOptions } from "#web/components/ui/confirm-dialog.tsx";

/**
 * A staff list's one way to delete a row: the screen's confirmation asks `question(row)` with a red
 * `confirmLabel`, and only a yes submits `{ intent: "delete", id }` to the screen's action
 * (`useAction`'s `submit`).
 */
export function confirmedDelete<T extends { id: number }>(
  confirm: (options: ConfirmOptions) => Promise<boolean>,
  submit: (intent: { intent: "delete"; id: number }) => unknown,
  question: (row: T) => string,
  confirmLabel: string,
): (row: T) => Promise<void> {
  return async (row) => {
    if (await confirm({ message: question(row), confirmLabel, destructive: true }))
      void submit({ intent: "delete", id: row.id });
  };
}
