import { useState } from "react";
import { useDebouncedEffect } from "./use-debounced.ts";

// A search's spaces at its ends are not part of it: the URL keeps it trimmed, and the space typed
// before the next word must not be taken away when the search so far arrives.
const sameSearch = <T>(a: T, b: T) =>
  typeof a === "string" && typeof b === "string" ? a.trim() === b.trim() : Object.is(a, b);

/**
 * A filter as it is typed into its field (a search, a date range): the field's value, applied
 * once it has paused for `delayMs` if it differs from the applied one, and following the applied
 * one when that changes from outside (the back button, "clear filters").
 *
 * What the person typed is never replaced by what the field itself applied before: the list of a
 * search arriving while they type on. And the field follows during render, not in an effect that
 * ran after a keystroke made the moment the field appeared and threw it away (decision 0145).
 */
export function useTypedFilter<T>(
  applied: T,
  delayMs: number,
  apply: (value: T) => void,
  same: (a: T, b: T) => boolean = sameSearch,
): [T, (value: T) => void] {
  const [value, setValue] = useState(applied);
  const [followed, setFollowed] = useState(applied);
  // The values this field applied that have not arrived yet, oldest first.
  const [onTheWay, setOnTheWay] = useState<T[]>([]);
  if (!same(followed, applied)) {
    setFollowed(applied);
    const own = onTheWay.findIndex((sent) => same(sent, applied));
    setOnTheWay(own === -1 ? [] : onTheWay.slice(own + 1));
    if (own === -1) setValue(applied);
  }
  useDebouncedEffect(value, delayMs, (typed) => {
    if (same(typed, applied)) return;
    setOnTheWay((sent) => [...sent, typed]);
    apply(typed);
  });
  return [value, setValue];
}
