const numberFormat = new Intl.NumberFormat("bg-BG");

/** Counts with Bulgarian digit grouping (12 345). */
export function formatCount(n: number): string {
  return numberFormat.format(n);
}
