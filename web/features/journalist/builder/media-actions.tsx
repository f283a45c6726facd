import { RefreshCw, Trash2 } from "lucide-react";
import { buttonClasses } from "#web/components/ui/button.tsx";

/** The replace and remove buttons under an uploaded picture or video (thumbnail and media sections). */
export function MediaActions({
  replaceLabel,
  removeLabel,
  onReplace,
  onRemove,
}: {
  replaceLabel: string;
  removeLabel: string;
  onReplace: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={onReplace} className={buttonClasses("secondary", "md", "h-9 px-3")}>
        <RefreshCw aria-hidden className="h-4 w-4" />
        {replaceLabel}
      </button>
      <button
        type="button"
        onClick={onRemove}
        className={buttonClasses("ghost", "md", "h-9 px-3 text-red-700 dark:text-red-400")}
      >
        <Trash2 aria-hidden className="h-4 w-4" />
        {removeLabel}
      </button>
    </div>
  );
}
