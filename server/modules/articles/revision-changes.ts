import type { ArticleSnapshot, RevisionChanges } from "#common/schemas/revisions.ts";

type SnapshotSection = ArticleSnapshot["sections"][number];

/** JSON with its keys sorted: a snapshot read back from jsonb has its keys in another order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const sectionKey = (s: SnapshotSection) => canonical(s);

/**
 * What changed of the text between two snapshots (decision 0066), for the history's one-line
 * summary: the fields that differ, and the sections added, removed and changed. Sections are
 * matched in order by their whole content (a longest common subsequence), so moving one section
 * counts as one removed and one added, and an edited one, paired with the removal before it, as
 * changed.
 */
export function revisionChanges(before: ArticleSnapshot | null, after: ArticleSnapshot): RevisionChanges {
  if (!before) return {};
  const changes: RevisionChanges = {};
  if (before.title !== after.title) changes.title = true;
  if (before.description !== after.description) changes.description = true;
  if ((before.thumbnail ?? null) !== (after.thumbnail ?? null)) changes.thumbnail = true;
  if (JSON.stringify(before.categories) !== JSON.stringify(after.categories)) changes.categories = true;
  const { removed, added } = unmatched(before.sections.map(sectionKey), after.sections.map(sectionKey));
  const changed = Math.min(removed, added);
  if (removed || added) changes.sections = { added: added - changed, removed: removed - changed, changed };
  // Fields other branches add to the snapshot (e.g. an image's alt text) count as a change of the whole.
  const known = new Set(["title", "description", "thumbnail", "categories", "sections"]);
  const extra = (s: ArticleSnapshot) => canonical(Object.fromEntries(Object.entries(s).filter(([k]) => !known.has(k))));
  if (extra(before) !== extra(after)) changes.other = true;
  return changes;
}

/** Whether a write changed the text that readers see. */
export function changesText(changes: RevisionChanges): boolean {
  return !!(
    changes.title ||
    changes.description ||
    changes.thumbnail ||
    changes.categories ||
    changes.sections ||
    changes.other
  );
}

/** How many items of each list are outside their longest common subsequence. */
function unmatched(a: string[], b: string[]): { removed: number; added: number } {
  // Sections are at most a few hundred: an O(n·m) table of lengths is small.
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint16Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] =
        a[i] === b[j]
          ? table[(i + 1) * cols + j + 1]! + 1
          : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
    }
  }
  const common = table[0]!;
  return { removed: a.length - common, added: b.length - common };
}
