import { Ban, Check, EyeOff, RotateCcw, Trash2, type LucideIcon } from "lucide-react";
import { moderationTexts } from "#common/messages/moderation.ts";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/cn.ts";

type Look = { icon: LucideIcon; label: string; className?: string };

/** What a moderator can do to a comment, each with its one icon and word; deleting in red. */
const decisionLooks: Record<"approve" | "restore" | "hide" | "delete" | "block", Look> = {
  approve: { icon: Check, label: moderationTexts.approve },
  restore: { icon: RotateCcw, label: moderationTexts.restore },
  hide: { icon: EyeOff, label: moderationTexts.hide },
  delete: {
    icon: Trash2,
    label: moderationTexts.delete,
    className: "text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40",
  },
  block: { icon: Ban, label: moderationTexts.block },
};

/** A moderation button, for one comment or for the chosen ones: the same look and word everywhere. */
export function DecisionButton({
  decision,
  disabled,
  onClick,
}: {
  decision: keyof typeof decisionLooks;
  disabled: boolean;
  onClick: () => void;
}) {
  const { icon: Icon, label, className } = decisionLooks[decision];
  return (
    <Button variant="secondary" className={cn("h-9 px-3", className)} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden className="h-4 w-4" />
      {label}
    </Button>
  );
}
