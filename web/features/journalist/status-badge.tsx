import { journalistTexts } from "#common/messages.ts";

export function StatusBadge({ status }: { status: "published" | "draft" }) {
  const published = status === "published";
  return (
    <span
      // w-fit: in a column (the grid cards) a flex item would otherwise stretch across the card.
      className={`inline-flex w-fit shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${
        published ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300" : "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300"
      }`}
    >
      {published ? journalistTexts.statusPublished : journalistTexts.statusDraft}
    </span>
  );
}
