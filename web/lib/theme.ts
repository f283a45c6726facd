import { systemThemeClass, themeCookie, type Theme } from "#common/theme.ts";

export type { Theme };

const oneYear = 60 * 60 * 24 * 365;

/** Applies and remembers a theme in the browser: the reader's choice from now on, not the system's. */
export function applyTheme(theme: Theme) {
  const html = document.documentElement;
  html.classList.remove(systemThemeClass);
  html.classList.toggle("dark", theme === "dark");
  html.style.colorScheme = theme;
  document.cookie = `${themeCookie}=${theme}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;
}

/** The theme the page shows now: the reader's choice, or the system's where they made none. */
export function currentTheme(): Theme {
  const html = document.documentElement;
  if (html.classList.contains(systemThemeClass))
    return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  return html.classList.contains("dark") ? "dark" : "light";
}
