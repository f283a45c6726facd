/**
 * A byline's names joined the Bulgarian way (issue 32, decision 0121): "Мария Иванова",
 * "Мария Иванова и Георги Петров", "А, Б и В". Written out rather than read from
 * Intl.ListFormat, so the server's render and the browser's hydration never differ with the ICU
 * data each has.
 */

/** The words between the names at index i and i + 1 of a list of `count` names. */
export function bylineSeparator(i: number, count: number): string {
  return i === count - 2 ? " и " : ", ";
}

/** The names as one phrase. */
export function joinNames(names: readonly string[]): string {
  return names.map((name, i) => (i < names.length - 1 ? name + bylineSeparator(i, names.length) : name)).join("");
}
