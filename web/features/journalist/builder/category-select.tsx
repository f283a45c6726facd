import { ChevronDown } from "lucide-react";
import { Popover } from "radix-ui";
import { limits } from "#common/limits.ts";
import { builderTexts } from "#common/messages/journalist.ts";
import { RemovableChip } from "./removable-chip.tsx";

/**
 * SPEC.md §2: a multi-select dropdown of categories with removable chips; at most 5, further
 * choices are disabled (SPEC.md §5: ignored). The first chosen is the article's main category.
 */
export function CategorySelect({
  options,
  selected,
  onToggle,
}: {
  options: readonly string[];
  selected: readonly string[];
  onToggle: (name: string) => void;
}) {
  const full = selected.length >= limits.articleMaxCategories;
  // A loaded article may carry a category that has since been renamed or removed: still shown, so it can be taken off.
  const all = [...options, ...selected.filter((name) => !options.includes(name))];

  return (
    <div>
      <p id="categories-label" className="mb-1 text-sm font-semibold text-zinc-800 dark:text-zinc-200">
        {builderTexts.categoriesLabel}
      </p>
      <Popover.Root>
        <Popover.Trigger
          aria-labelledby="categories-label categories-value"
          className="flex h-11 w-full items-center justify-between gap-2 rounded-lg border border-zinc-300 bg-white px-3 text-left text-sm hover:border-zinc-400 data-[state=open]:border-brand-600 dark:border-zinc-700 dark:bg-zinc-950"
        >
          <span id="categories-value" className={selected.length ? "" : "text-zinc-500 dark:text-zinc-400"}>
            {selected.length
              ? builderTexts.categoriesChosen(selected.length, limits.articleMaxCategories)
              : builderTexts.categoriesPlaceholder}
          </span>
          <ChevronDown aria-hidden className="h-4 w-4 shrink-0 text-zinc-500" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={4}
            className="z-50 max-h-80 w-[var(--radix-popover-trigger-width)] min-w-60 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-1 shadow-xl dark:border-zinc-700 dark:bg-zinc-900"
          >
            <fieldset>
              <legend className="sr-only">{builderTexts.categoriesLabel}</legend>
              {full && (
                <p className="px-3 py-2 text-xs text-zinc-600 dark:text-zinc-400">
                  {builderTexts.categoriesFull(limits.articleMaxCategories)}
                </p>
              )}
              {all.map((name) => {
                const checked = selected.includes(name);
                const disabled = full && !checked;
                return (
                  <label
                    key={name}
                    className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-sm ${
                      disabled ? "cursor-not-allowed opacity-50" : "hover:bg-zinc-100 dark:hover:bg-zinc-800"
                    }`}
                  >
                    <input
                      type="checkbox"
                      className="h-4 w-4 shrink-0 accent-brand-600"
                      checked={checked}
                      disabled={disabled}
                      onChange={() => onToggle(name)}
                    />
                    {name}
                  </label>
                );
              })}
            </fieldset>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {builderTexts.categoriesHint(limits.articleMaxCategories)}
      </p>
      {selected.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={builderTexts.categoriesLabel}>
          {selected.map((name, index) => (
            <RemovableChip
              key={name}
              removeLabel={builderTexts.removeCategory(name)}
              onRemove={() => onToggle(name)}
              className={
                index === 0
                  ? "bg-brand-600 text-white"
                  : "bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100"
              }
            >
              {name}
            </RemovableChip>
          ))}
        </ul>
      )}
    </div>
  );
}
