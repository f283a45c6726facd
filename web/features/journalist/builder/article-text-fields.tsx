import type { Dispatch } from "react";
import { limits } from "#common/limits.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { cn } from "#web/lib/cn.ts";
import type { BuilderAction } from "./builder-state.ts";

export const builderField =
  "w-full rounded-lg border border-zinc-300 bg-white px-3 text-base dark:border-zinc-700 dark:bg-zinc-950";

/** The article's title (one line, however long) and its description with the n/500 counter (SPEC.md §2). */
export function ArticleTextFields({
  title,
  description,
  dispatch,
}: {
  title: string;
  description: string;
  dispatch: Dispatch<BuilderAction>;
}) {
  return (
    <>
      <div>
        <label htmlFor="article-title" className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
          {builderTexts.titleLabel}
        </label>
        <textarea
          id="article-title"
          value={title}
          rows={1}
          maxLength={limits.articleTitleMax}
          placeholder={builderTexts.titlePlaceholder}
          // A title is one line of text, however long: it wraps, but Enter adds no line break.
          onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
          onChange={(e) => dispatch({ type: "field", field: "title", value: e.target.value.replace(/\s*\n\s*/g, " ") })}
          className={cn(
            builderField,
            "field-sizing-content min-h-12 resize-none py-2 font-serif text-xl leading-snug font-bold",
          )}
        />
      </div>
      <div>
        <div className="mb-1 flex items-baseline justify-between gap-3">
          <label htmlFor="article-description" className="text-sm font-semibold text-zinc-800 dark:text-zinc-200">
            {builderTexts.descriptionLabel}
          </label>
          <span id="description-counter" className="text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
            {builderTexts.descriptionCounter(description.length, limits.articleDescriptionMax)}
          </span>
        </div>
        <textarea
          id="article-description"
          value={description}
          maxLength={limits.articleDescriptionMax}
          rows={3}
          aria-describedby="description-counter"
          placeholder={builderTexts.descriptionPlaceholder}
          onChange={(e) =>
            dispatch({
              type: "field",
              field: "description",
              value: e.target.value.slice(0, limits.articleDescriptionMax),
            })
          }
          className={cn(builderField, "resize-y py-2 leading-relaxed")}
        />
      </div>
    </>
  );
}
