import { Moon, Sun } from "lucide-react";
import { themeTexts } from "#common/messages/reader.ts";
import { applyTheme, currentTheme } from "#web/lib/theme.ts";

/**
 * The light/dark switch of every header (an island on the reader's pages, decision 0088). Which
 * icon and name it shows is the stylesheet's dark variant, which knows the page's theme before any
 * script runs: the reader's choice, or the system's where they made none (issue 29). So the button
 * is the same element tree in either theme and after hydration: a tap while the island wakes is
 * never lost to its icon being replaced between the press and the release.
 */
export function ThemeToggle({ className = "" }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={() => applyTheme(currentTheme() === "dark" ? "light" : "dark")}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-zinc-200 dark:hover:bg-zinc-800 ${className}`}
    >
      <span className="contents dark:hidden">
        <Moon aria-hidden className="h-5 w-5" />
        <span className="sr-only">{themeTexts.toDark}</span>
      </span>
      <span className="hidden dark:contents">
        <Sun aria-hidden className="h-5 w-5" />
        <span className="sr-only">{themeTexts.toLight}</span>
      </span>
    </button>
  );
}
