import { Button } from "./button.tsx";

/** A dialog form's buttons: cancel, then submit (stacked on a phone, submit on top; at the right from sm up). */
export function DialogActions({
  cancelLabel,
  onCancel,
  submitLabel,
  busy,
}: {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  busy?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
