/** The reader's colour theme, which the server reads to paint the chosen theme first (no flash). */
export type Theme = "light" | "dark";

/** The cookie that keeps the theme; the page cache keeps a page per theme (server/web/page-cache). */
export const themeCookie = "theme";

export function themeFromCookieHeader(cookieHeader: string | null): Theme {
  const match = /(?:^|;\s*)theme=(dark|light)(?:;|$)/.exec(cookieHeader ?? "");
  return match?.[1] === "dark" ? "dark" : "light";
}
