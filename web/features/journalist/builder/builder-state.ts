import type { SectionType } from "#common/schemas/articles.ts";
import { newSection, toggleCategory, withSections, type BuilderSection, type WorkingCopy } from "./working-copy.ts";

/** Every change the builder makes to its working copy (SPEC.md §4 Builder). */
export type BuilderAction =
  | { type: "replace"; copy: WorkingCopy }
  | { type: "field"; field: "title" | "description" | "thumbnail" | "thumbnailAlt" | "thumbnailCredit"; value: string }
  | { type: "toggleCategory"; name: string }
  | { type: "tags"; tags: string[] }
  | { type: "addSection"; sectionType: SectionType }
  | {
      type: "updateSection";
      id: string;
      patch: Partial<Pick<BuilderSection, "content" | "caption" | "alt" | "credit">>;
    }
  | { type: "moveSection"; id: string; direction: "up" | "down" }
  | { type: "moveSectionTo"; id: string; overId: string }
  | { type: "removeSection"; id: string };

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The working copy after one action; order indexes and read time are kept true by `withSections`. */
export function builderReducer(copy: WorkingCopy, action: BuilderAction): WorkingCopy {
  switch (action.type) {
    case "replace":
      // A revision's text knows no tags: the article keeps the ones shown (issue 32).
      return action.copy.tags === undefined ? { ...action.copy, tags: copy.tags } : action.copy;
    case "tags":
      return { ...copy, tags: action.tags };
    case "field":
      return { ...copy, [action.field]: action.value };
    case "toggleCategory":
      return { ...copy, categories: toggleCategory(copy.categories, action.name) };
    case "addSection":
      return withSections(copy, [...copy.sections, newSection(action.sectionType)]);
    case "updateSection":
      return withSections(
        copy,
        copy.sections.map((s) => (s.id === action.id ? { ...s, ...action.patch } : s)),
      );
    case "moveSection": {
      // Up on the first and down on the last are ignored (SPEC.md §4).
      const from = copy.sections.findIndex((s) => s.id === action.id);
      const to = action.direction === "up" ? from - 1 : from + 1;
      if (from < 0 || to < 0 || to >= copy.sections.length) return copy;
      return withSections(copy, move(copy.sections, from, to));
    }
    case "moveSectionTo": {
      const from = copy.sections.findIndex((s) => s.id === action.id);
      const to = copy.sections.findIndex((s) => s.id === action.overId);
      if (from < 0 || to < 0 || from === to) return copy;
      return withSections(copy, move(copy.sections, from, to));
    }
    case "removeSection":
      return withSections(
        copy,
        copy.sections.filter((s) => s.id !== action.id),
      );
  }
}
