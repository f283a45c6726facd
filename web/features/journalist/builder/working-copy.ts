import { limits } from "#common/limits.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import type { ArticleInput } from "#common/schemas/article-input.ts";
import { sectionTypes, type SectionType } from "#common/schemas/articles.ts";
import { readTimeMinutes } from "#common/text.ts";

/** A section as the builder edits it (SPEC.md §3 Section), with a client id for React and drag and drop. */
export type BuilderSection = {
  /** `new-section-{timestamp}` for new sections, `section-{id}` for loaded ones. */
  id: string;
  type: SectionType;
  content: string;
  caption: string | null;
  /** A picture's alternative text and credit (issue 21); null until written. */
  alt: string | null;
  credit: string | null;
  orderIndex: number;
};

/** The article being written (SPEC.md §3, Article working copy in the builder). */
export type WorkingCopy = {
  title: string;
  categories: string[];
  /** Its tags' names (issue 32); undefined when not known (a revision's text), which a save leaves as they are. */
  tags?: string[];
  sections: BuilderSection[];
  thumbnail: string;
  /** The thumbnail's alternative text (required with one) and credit (issue 21). */
  thumbnailAlt: string;
  thumbnailCredit: string;
  description: string;
  /** Sent only in edit mode and only when known (SPEC.md §4). */
  isPublished?: boolean;
  readTime: string;
};

export function readTimeOf(sections: readonly BuilderSection[]): string {
  return builderTexts.readTime(readTimeMinutes(sections.filter((s) => s.type === "paragraph").map((s) => s.content)));
}

export function emptyWorkingCopy(): WorkingCopy {
  return {
    title: "",
    categories: [],
    tags: [],
    sections: [],
    thumbnail: "",
    thumbnailAlt: "",
    thumbnailCredit: "",
    description: "",
    isPublished: true,
    readTime: readTimeOf([]),
  };
}

/** Keeps the derived parts true: orderIndex from 0 in list order, and the read time. */
export function withSections(copy: WorkingCopy, sections: BuilderSection[]): WorkingCopy {
  const renumbered = sections.map((s, orderIndex) => (s.orderIndex === orderIndex ? s : { ...s, orderIndex }));
  return { ...copy, sections: renumbered, readTime: readTimeOf(renumbered) };
}

let lastNewId = 0;
/** A new empty section; ids stay unique even when two are added within one millisecond. */
export function newSection(type: SectionType, now = Date.now()): BuilderSection {
  lastNewId = Math.max(now, lastNewId + 1);
  return { id: `new-section-${lastNewId}`, type, content: "", caption: null, alt: null, credit: null, orderIndex: 0 };
}

/** Adds up to the limit, ignoring the rest (SPEC.md §5: further selections ignored); no duplicates. */
export function toggleCategory(selected: readonly string[], name: string): string[] {
  if (selected.includes(name)) return selected.filter((c) => c !== name);
  if (selected.length >= limits.articleMaxCategories) return [...selected];
  return [...selected, name];
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (...values: unknown[]) => {
  const found = values.find((v) => typeof v === "string");
  return typeof found === "string" ? found : "";
};

/** Category (or tag) names from a list of names or of objects with a name (SPEC.md §3 Category list response). */
export function categoryNames(value: unknown): string[] {
  const list = isObject(value) && Array.isArray(value.categories) ? value.categories : value;
  if (!Array.isArray(list)) return [];
  const names = list.map((c) => (typeof c === "string" ? c : isObject(c) ? text(c.name) : "")).map((n) => n.trim());
  return [...new Set(names.filter(Boolean))];
}

/**
 * The working copy of a loaded article (SPEC.md §3): its fields at the top level, or under an
 * `article` object with capitalised Title, Thumbnail and Description.
 */
export function workingCopyFromArticle(body: unknown): WorkingCopy {
  const outer = isObject(body) ? body : {};
  const source = isObject(outer.article) ? outer.article : outer;
  const loadedSections = Array.isArray(source.sections) ? source.sections.filter(isObject) : [];
  const sections = loadedSections
    .filter((s) => (sectionTypes as readonly unknown[]).includes(s.type))
    .map((s, i) => ({ section: s, order: typeof s.orderIndex === "number" ? s.orderIndex : i }))
    .sort((a, b) => a.order - b.order)
    .map(({ section: s }, i) => ({
      id: s.id !== undefined && s.id !== null ? `section-${String(s.id)}` : `section-loaded-${i}`,
      type: s.type as SectionType,
      content: text(s.content),
      caption: s.type === "image" ? text(s.caption) || null : null,
      alt: s.type === "image" ? text(s.alt) || null : null,
      credit: s.type === "image" ? text(s.credit) || null : null,
      orderIndex: i,
    }));
  const copy: WorkingCopy = {
    title: text(source.title, source.Title),
    thumbnail: text(source.thumbnail, source.Thumbnail),
    thumbnailAlt: text(source.thumbnailAlt),
    thumbnailCredit: text(source.thumbnailCredit),
    description: text(source.description, source.Description),
    categories: categoryNames(source.categories).slice(0, limits.articleMaxCategories),
    ...(Array.isArray(source.tags) ? { tags: categoryNames(source.tags).slice(0, limits.articleMaxTags) } : {}),
    sections: [],
    isPublished: typeof source.isPublished === "boolean" ? source.isPublished : undefined,
    readTime: "",
  };
  return withSections(copy, sections);
}

/** What POST/PUT /api/journalist/articles receive (SPEC.md §7): isPublished only when editing and known. */
export function saveBody(copy: WorkingCopy, mode: "create" | "edit"): ArticleInput {
  return {
    title: copy.title,
    categories: copy.categories,
    sections: copy.sections.map(({ type, content, caption, alt, credit }) => ({ type, content, caption, alt, credit })),
    thumbnail: copy.thumbnail || null,
    thumbnailAlt: copy.thumbnail ? copy.thumbnailAlt : null,
    thumbnailCredit: copy.thumbnail ? copy.thumbnailCredit : null,
    description: copy.description,
    ...(copy.tags ? { tags: copy.tags } : {}),
    ...(mode === "edit" && copy.isPublished !== undefined ? { isPublished: copy.isPublished } : {}),
  };
}

/** The id to go to after a save (SPEC.md §4): articleId, else id, else the one being edited. */
export function savedArticleId(response: unknown, current: number | undefined): number | undefined {
  if (isObject(response)) {
    for (const value of [response.articleId, response.id]) {
      const id =
        typeof value === "number"
          ? value
          : typeof value === "string" && /^\d+$/.test(value)
            ? Number(value)
            : undefined;
      if (id !== undefined) return id;
    }
  }
  return current;
}
