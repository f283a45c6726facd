import { Clock } from "lucide-react";
import { builderTexts } from "#common/messages/journalist.ts";
import { ArticleSections, LeadPicture } from "#web/components/article-sections.tsx";
import type { WorkingCopy } from "./working-copy.ts";

/** SPEC.md §2 Preview: the article as readers will see it — title, category chips and every section. */
export function ArticlePreview({ copy }: { copy: WorkingCopy }) {
  // A media section whose file is not uploaded yet has nothing to show (an empty <img> would look broken).
  const sections = copy.sections
    .map((s, index) => ({ ...s, id: index }))
    .filter((s) => s.type !== "image" || s.content !== "");
  return (
    <article className="mx-auto max-w-3xl min-w-0 rounded-2xl border border-zinc-200 bg-white px-4 py-6 shadow-sm sm:px-10 sm:py-10 dark:border-zinc-800 dark:bg-zinc-950">
      {copy.categories.length > 0 && (
        <ul className="mb-4 flex flex-wrap gap-2">
          {copy.categories.map((name) => (
            <li
              key={name}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 dark:bg-brand-800/40 dark:text-red-200"
            >
              {name}
            </li>
          ))}
        </ul>
      )}
      <h2 className="font-serif text-3xl leading-tight font-bold break-words text-balance sm:text-4xl">
        {copy.title || builderTexts.titlePlaceholder}
      </h2>
      <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-zinc-600 dark:text-zinc-400">
        <Clock aria-hidden className="h-4 w-4" />
        {copy.readTime}
      </p>
      {copy.description && (
        <p className="mt-4 text-lg leading-relaxed wrap-break-word text-zinc-700 dark:text-zinc-300">
          {copy.description}
        </p>
      )}
      {copy.thumbnail && (
        <LeadPicture src={copy.thumbnail} alt={copy.thumbnailAlt} credit={copy.thumbnailCredit} className="mt-6" />
      )}
      {sections.length === 0 ? (
        <p className="mt-8 text-zinc-600 dark:text-zinc-400">{builderTexts.previewEmpty}</p>
      ) : (
        <ArticleSections sections={sections} />
      )}
    </article>
  );
}
