import { Island } from "#web/islands/island.tsx";

/** The theme toggle of a header: an island, hydrated when the browser is idle. */
export function ThemeSwitch({ className }: { className?: string }) {
  return <Island name="theme-toggle" props={{ className }} when="idle" />;
}
