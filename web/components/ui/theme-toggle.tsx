import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { applyTheme, currentTheme, themeToggleLabel, type Theme } from "#web/lib/theme.ts";

/**
 * The light/dark switch of every header (an island on the reader's pages, decision 0088): `theme`
 * is the one the page was rendered in; the page itself may since have been switched (a page
 * restored from the back-forward cache), which the browser's own document says.
 */
export function ThemeToggle({ theme: rendered, className = "" }: { theme: Theme; className?: string }) {
  const [theme, setTheme] = useState<Theme>(rendered);
  useEffect(() => setTheme(currentTheme()), []);
  const label = themeToggleLabel(theme);
  return (
    <button
      type="button"
      onClick={() => {
        const next: Theme = theme === "dark" ? "light" : "dark";
        applyTheme(next);
        setTheme(next);
      }}
      aria-label={label}
      title={label}
      aria-pressed={theme === "dark"}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-full text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-zinc-200 dark:hover:bg-zinc-800 ${className}`}
    >
      {theme === "dark" ? <Sun aria-hidden className="h-5 w-5" /> : <Moon aria-hidden className="h-5 w-5" />}
    </button>
  );
}
