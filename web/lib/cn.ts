import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (strings, conditions, lists) and lets a later Tailwind class win over an
 * earlier one of the same property: `cn("h-10 w-10", "h-9 w-9")` is "h-9 w-9", not both.
 */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
