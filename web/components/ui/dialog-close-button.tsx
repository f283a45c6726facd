import { X, type LucideIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { PlainButton } from "./button.tsx";

/**
 * The icon button that closes a dialog, a drawer or an overlay: one look and one touch size
 * everywhere. Plain (no class merger), so that the reader's islands can use it (decision 0088).
 */
export function DialogCloseButton({
  label,
  icon: Icon = X,
  className,
}: {
  label: string;
  icon?: LucideIcon;
  /** Where it sits; never its look. */
  className?: string;
}) {
  return (
    <Dialog.Close asChild>
      <PlainButton variant="ghost" size="icon" className={className} aria-label={label}>
        <Icon aria-hidden className="h-5 w-5" />
      </PlainButton>
    </Dialog.Close>
  );
}
