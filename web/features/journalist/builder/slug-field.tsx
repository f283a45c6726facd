import { limits } from "#common/limits.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { articlePath } from "#common/page-paths.ts";
import { articleSlugOf } from "#common/schemas/article-input.ts";
import { cn } from "#web/lib/cn.ts";
import { builderField } from "./article-text-fields.tsx";

/**
 * The article's address (issue 32, decision 0113), once it has one (its first publication made it
 * from the title): the author may change the slug; the address it makes is shown as it will be,
 * and a refusal (another article's slug, a slug of nothing) from the server at the field.
 */
export function SlugField({
  articleId,
  value,
  error,
  onChange,
}: {
  articleId: number;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const slug = articleSlugOf(value);
  const shown = articlePath({ id: articleId, slug });
  return (
    <div>
      <label htmlFor="article-slug" className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
        {builderTexts.slugLabel}
      </label>
      <div className="flex items-stretch">
        <span
          aria-hidden
          className="flex items-center rounded-l-lg border border-r-0 border-zinc-300 bg-zinc-100 px-2 font-mono text-sm text-zinc-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-400"
        >
          {`${articleId}-`}
        </span>
        <input
          id="article-slug"
          value={value}
          maxLength={limits.articleSlugMax}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "article-slug-error article-slug-hint" : "article-slug-hint"}
          onChange={(e) => onChange(e.target.value)}
          className={cn(
            builderField,
            "min-w-0 rounded-l-none py-2 font-mono text-sm",
            error && "border-red-600 dark:border-red-400",
          )}
        />
      </div>
      {error && (
        <p id="article-slug-error" role="alert" className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <p id="article-slug-hint" className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {builderTexts.slugHint} <span className="block font-mono break-all">{shown}</span>
      </p>
    </div>
  );
}
