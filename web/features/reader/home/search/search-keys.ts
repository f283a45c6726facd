import type { KeyboardEvent } from "react";
import { searchResultAttribute } from "./search-results.tsx";

/**
 * Arrow keys between the search input and its result links: Down from the input reaches the
 * first result, Up from the first result goes back to the input. Tab works as usual.
 */
export function moveBetweenResults(
  event: KeyboardEvent,
  container: HTMLElement | null,
  input: HTMLInputElement | null,
) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const links = [...(container?.querySelectorAll<HTMLElement>(`[${searchResultAttribute}]`) ?? [])];
  if (links.length === 0) return;
  const index = links.indexOf(document.activeElement as HTMLElement);
  event.preventDefault();
  if (event.key === "ArrowDown") links[index === -1 ? 0 : Math.min(index + 1, links.length - 1)]?.focus();
  else if (index <= 0) input?.focus();
  else links[index - 1]?.focus();
}
