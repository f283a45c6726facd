import { themeTexts } from "#common/messages/reader.ts";
import { themeCookie, type Theme } from "#common/theme.ts";

export type { Theme };

const oneYear = 60 * 60 * 24 * 365;

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
