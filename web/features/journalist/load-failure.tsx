import { journalistTexts } from "#common/messages/journalist.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";

/** SPEC.md §8 Journalist screens: what failed to load, and a retry button. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-zinc-200 bg-white p-6 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <p className="text-red-700 dark:text-red-400">{message}</p>
      <button type="button" onClick={onRetry} className={buttonClasses("secondary", "md", "mt-4")}>
        {journalistTexts.retry}
      </button>
    </div>
  );
}
