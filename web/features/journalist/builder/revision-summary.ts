import { formatJournalistDate } from "#common/dates.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import type { RevisionSummary } from "#common/schemas/revisions.ts";

/** What a revision is, in a few words: "Възстановена (версия 2)", "Насрочена за 26/11/2026, 09:00". */
export function revisionTitle(revision: RevisionSummary): string {
  const kind = newsroomTexts.revisionKinds[revision.kind];
  if (revision.kind === "restore" && revision.changes.restoredFrom)
    return `${kind}: ${newsroomTexts.version(revision.changes.restoredFrom)}`;
  if (revision.kind === "schedule" && revision.changes.scheduledAt)
    return newsroomTexts.scheduledFor(formatJournalistDate(revision.changes.scheduledAt));
  return kind;
}

/** What a revision changed of the text: "заглавие, 2 променени секции", or that it changed none. */
export function revisionChangeSummary(revision: RevisionSummary): string | null {
  const { changes } = revision;
  const parts: string[] = (["title", "description", "thumbnail", "categories", "other"] as const)
    .filter((k) => changes[k])
    .map((k) => newsroomTexts.changedParts[k]);
  if (changes.sections)
    parts.push(
      newsroomTexts.sectionChanges(changes.sections.added, changes.sections.removed, changes.sections.changed),
    );
  if (parts.length) return parts.join(", ");
  return revision.kind === "save" || revision.kind === "autosave" || revision.kind === "restore"
    ? newsroomTexts.noTextChanges
    : null;
}
