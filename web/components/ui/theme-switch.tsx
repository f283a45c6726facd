import { useRouteLoaderData } from "react-router";
import type { ThemeChoice } from "#web/lib/theme.ts";
import { Island } from "#web/islands/island.tsx";

/** The theme toggle of a header, in the theme the root loader read from the cookie (or the system's); an island, hydrated when the browser is idle. */
export function ThemeSwitch({ className }: { className?: string }) {
  const theme = (useRouteLoaderData("root") as { theme: ThemeChoice } | undefined)?.theme ?? "system";
  return <Island name="theme-toggle" props={{ theme, className }} when="idle" />;
}
