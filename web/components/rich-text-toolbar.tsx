import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The box around a staff rich-text editor (useRichTextEditor): its toolbar above the text. */
export const richTextFrameClasses =
  "rounded-xl border border-zinc-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20 dark:border-zinc-700 dark:bg-zinc-950";

/** The toolbar of a rich-text editor, named and tied to the text it formats. */
export function RichTextToolbar({
  label,
  controls,
  className = "",
  children,
}: {
  label: string;
  controls: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      className={`flex gap-1 border-b border-zinc-200 p-1.5 dark:border-zinc-800 ${className}`}
    >
      {children}
    </div>
  );
}

/**
 * A button of that toolbar: an icon named by its label, pressed while its format is on. A mouse
 * press does not take the focus, so the editor keeps its selection.
 */
export function ToolButton({
  label,
  icon: Icon,
  pressed,
  expanded,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  pressed: boolean;
  expanded?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="inline-flex h-9 w-9 items-center justify-center rounded-md text-zinc-700 hover:bg-zinc-100 aria-pressed:bg-zinc-900 aria-pressed:text-white dark:text-zinc-200 dark:hover:bg-zinc-800 dark:aria-pressed:bg-zinc-100 dark:aria-pressed:text-zinc-900"
    >
      <Icon aria-hidden className="h-4 w-4" />
    </button>
  );
}
