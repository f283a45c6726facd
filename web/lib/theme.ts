import { themeTexts } from "#common/messages.ts";

export type Theme = "light" | "dark";

/** The theme is kept in a cookie, so the server paints the chosen theme first (no flash). */
export const themeCookie = "theme";
const oneYear = 60 * 60 * 24 * 365;

export function themeFromCookieHeader(cookieHeader: string | null): Theme {
  const match = /(?:^|;\s*)theme=(dark|light)(?:;|$)/.exec(cookieHeader ?? "");
  return match?.[1] === "dark" ? "dark" : "light";
}

/** Applies and remembers a theme in the browser. */
export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.style.colorScheme = theme;
  document.cookie = `${themeCookie}=${theme}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function themeToggleLabel(theme: Theme): string {
  return theme === "dark" ? themeTexts.toLight : themeTexts.toDark;
}
