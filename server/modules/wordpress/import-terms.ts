import { inArray, sql } from "drizzle-orm";
import { limits } from "#common/limits.ts";
import { importReportTexts } from "#common/messages/wordpress-report.ts";
import type { Database } from "#server/db/client.ts";
import { categories } from "#server/db/schema.ts";
import { addLine, type ImportReport } from "./import-report.ts";
import type { WxrItemTerm, WxrTerm } from "./wxr-types.ts";

/** WordPress's default category: a post in it has none, as far as readers go. */
const uncategorized = new Set(["uncategorized", "bez-kategoria", "без-категория"]);

/** A post's categories and tags as Хроника keeps them. */
export type PostTerms = { categoryNames: string[]; tagNames: string[]; categoriesCut: boolean };

/**
 * The export's categories, flattened (decision 0122): the sidebar keeps WordPress's top-level
 * categories; a post in a nested one ("Спорт › Футбол") is in its top-level one and carries the
 * nested one's name as a tag, so nothing of how it was filed is lost.
 */
export function categoryPlan(terms: readonly WxrTerm[], report: ImportReport) {
  const bySlug = new Map(terms.filter((t) => t.kind === "category").map((t) => [t.slug, t]));
  let saidUncategorized = false;
  const topOf = (term: WxrTerm): WxrTerm => {
    let top = term;
    for (let depth = 0; top.parentSlug && bySlug.has(top.parentSlug) && depth < 50; depth++)
      top = bySlug.get(top.parentSlug)!;
    return top;
  };
  const nameOf = (term: WxrTerm) => term.name.replace(/\s+/g, " ").trim();

  return {
    /** The top-level category's name of a category slug (for its old address), or null. */
    topNameOf(slug: string): string | null {
      const term = bySlug.get(slug);
      return term ? nameOf(topOf(term)) : null;
    },
    termsOf(itemTerms: readonly WxrItemTerm[]): PostTerms {
      const categoryNames = new Map<string, string>();
      const tagNames: string[] = [];
      for (const t of itemTerms) {
        if (t.domain === "post_tag") tagNames.push(t.name);
        if (t.domain !== "category") continue;
        if (uncategorized.has(t.slug.toLowerCase())) {
          if (!saidUncategorized) addLine(report, importReportTexts.uncategorized);
          saidUncategorized = true;
          continue;
        }
        const term = bySlug.get(t.slug) ?? {
          kind: "category",
          id: null,
          slug: t.slug,
          name: t.name,
          parentSlug: null,
          description: "",
        };
        const top = topOf(term);
        const name = nameOf(top);
        if (!name || name.length > limits.categoryNameMax) {
          addLine(report, importReportTexts.badCategory(top.name));
          continue;
        }
        categoryNames.set(name.toLowerCase(), name);
        if (top !== term) tagNames.push(nameOf(term));
      }
      const names = [...categoryNames.values()];
      return {
        categoryNames: names.slice(0, limits.articleMaxCategories),
        tagNames,
        categoriesCut: names.length > limits.articleMaxCategories,
      };
    },
  };
}

/** The categories of these names, created at the end of the sidebar when missing: their ids by lower-case name. */
export async function categoryIdsFor(tx: Database, names: readonly string[]): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const lower = names.map((n) => n.toLowerCase());
  const find = async () =>
    new Map(
      (
        await tx
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(sql`lower(${categories.name})`, lower))
      ).map((c) => [c.name.toLowerCase(), c.id]),
    );
  let known = await find();
  for (const name of names.filter((n) => !known.has(n.toLowerCase()))) {
    await tx.execute(
      sql`insert into ${categories} (name, position)
          values (${name}, (select coalesce(max(position) + 1, 0) from ${categories}))
          on conflict do nothing`,
    );
  }
  if (lower.some((n) => !known.has(n))) known = await find();
  return known;
}
