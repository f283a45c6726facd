import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { themeTexts } from "#common/messages/reader.ts";
import { applyTheme, currentTheme, themeToggleLabel, type Theme, type ThemeChoice } from "#web/lib/theme.ts";

/**
 * The light/dark switch of every header (an island on the reader's pages, decision 0088): `theme`
 * is what the page was rendered in, which is the system's when the reader chose nothing (issue 29):
 * then the icon and the name follow the stylesheet's dark variant, which knows the system's
 * preference before any script runs. The page itself may since have been switched (a page restored
 * from the back-forward cache), which the browser's own document says.
 */
export function ThemeToggle({ theme: rendered, className = "" }: { theme: ThemeChoice; className?: string }) {
  const [theme, setTheme] = useState<ThemeChoice>(rendered);
  useEffect(() => setTheme(currentTheme()), []);
  const known = theme === "system" ? undefined : theme;
  return (
    <button
      type="button"
      onClick={() => {
        const next: Theme = currentTheme() === "dark" ? "light" : "dark";
        applyTheme(next);
        setTheme(next);
      }}
      aria-label={known && themeToggleLabel(known)}
      title={known && themeToggleLabel(known)}
      aria-pressed={known && known === "dark"}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-zinc-200 dark:hover:bg-zinc-800 ${className}`}
    >
      {known === "dark" ? (
        <Sun aria-hidden className="h-5 w-5" />
      ) : known === "light" ? (
        <Moon aria-hidden className="h-5 w-5" />
      ) : (
        <SystemIcon />
      )}
    </button>
  );
}

/** Before the browser says which theme the system's is: both, one shown by the stylesheet. */
function SystemIcon() {
  return (
    <>
      <span className="contents dark:hidden">
        <Moon aria-hidden className="h-5 w-5" />
        <span className="sr-only">{themeTexts.toDark}</span>
      </span>
      <span className="hidden dark:contents">
        <Sun aria-hidden className="h-5 w-5" />
        <span className="sr-only">{themeTexts.toLight}</span>
      </span>
    </>
  );
}
