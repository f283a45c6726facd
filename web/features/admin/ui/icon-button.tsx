import { Trash2, type LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { adminTexts } from "#common/messages/admin.ts";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";

type IconButtonProps = {
  icon: LucideIcon;
  /** What it does, for screen readers, usually with the row's name. */
  label: string;
  /** The tooltip: the label unless a shorter word says it. */
  title?: string;
} & Omit<ComponentProps<"button">, "children" | "title">;

/** A row's small icon button (rename, move, save, cancel...): only its icon shows, dimmed while it is off. */
export function IconButton({ icon: Icon, label, title = label, className, ...props }: IconButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("h-9 w-9 disabled:opacity-30", className)}
      aria-label={label}
      title={title}
      {...props}
    >
      <Icon aria-hidden className="h-4 w-4" />
    </Button>
  );
}

/** The red bin of a row: `label` names what it deletes, for screen readers. */
export function DeleteIconButton({ className, ...props }: Omit<IconButtonProps, "icon" | "title">) {
  return (
    <IconButton
      icon={Trash2}
      title={adminTexts.delete}
      className={cn("text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40", className)}
      {...props}
    />
  );
}
