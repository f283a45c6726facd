import { Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { adminTexts } from "#common/messages/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";

/** The red bin of a row: `label` names what it deletes, for screen readers. */
export function DeleteIconButton({
  label,
  className,
  ...props
}: { label: string } & Omit<ComponentProps<"button">, "children">) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("h-9 w-9 text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40", className)}
      aria-label={label}
      title={adminTexts.delete}
      {...props}
    >
      <Trash2 aria-hidden className="h-4 w-4" />
    </Button>
  );
}
