/** The reader's colour theme, which the server reads to paint the chosen theme first (no flash). */
export type Theme = "light" | "dark";

/**
 * The theme a page is rendered in: the reader's choice, or, without one, the system's preference
 * (issue 29, point 17), which the stylesheet applies by itself (`prefers-color-scheme`), so the
 * page never flashes the other theme and no script runs for it.
 */
export type ThemeChoice = Theme | "system";

/** The cookie that keeps the theme; the page cache keeps a page per theme choice (server/web/page-cache). */
export const themeCookie = "theme";

/** The class of <html> for a page rendered without a choice: web/app.css's `dark` variant then follows the system. */
export const systemThemeClass = "system-theme";

export function themeFromCookieHeader(cookieHeader: string | null | undefined): ThemeChoice {
  const match = /(?:^|;\s*)theme=(dark|light)(?:;|$)/.exec(cookieHeader ?? "");
  return match?.[1] === "dark" ? "dark" : match?.[1] === "light" ? "light" : "system";
}
