import { useId, useRef, useState, type KeyboardEvent } from "react";
import { limits } from "#common/limits.ts";
import { tagFieldTexts, tagRuleTexts } from "#common/messages/tags.ts";
import type { TagSuggestion } from "#common/schemas/tags.ts";
import { cleanTagName } from "#common/tags.ts";
import { api } from "#web/lib/api.ts";
import { useDebouncedEffect } from "#web/lib/use-debounced.ts";
import { RemovableChip } from "./removable-chip.tsx";

/**
 * The builder's tags (issue 32): typed and added with Enter (or a comma), or chosen from the
 * suggestions of existing tags that the server finds as search does (informal Latin finds Cyrillic
 * tags). A combobox: arrows move through the suggestions, Enter takes the one marked or the text
 * typed, Escape closes them. The name's rules are the server's (common/tags.ts), shown before
 * sending; a tag that is already there, by its address, is not added twice.
 */
export function TagField({ tags, onChange }: { tags: readonly string[]; onChange: (tags: string[]) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [suggestions, setSuggestions] = useState<TagSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef(0);
  const full = tags.length >= limits.articleMaxTags;
  const chosen = new Set(tags.map(slugOf));
  const shown = suggestions.filter((s) => !chosen.has(s.slug));

  useDebouncedEffect(text, limits.searchDebounceMs, (typed) => {
    const ask = ++asked.current;
    if (typed.trim() === "") {
      setSuggestions([]);
      return;
    }
    api<TagSuggestion[]>(`/journalist/tags?q=${encodeURIComponent(typed.slice(0, 200))}`)
      .then((found) => {
        if (ask !== asked.current) return;
        setSuggestions(found);
        setActive(-1);
        setOpen(true);
      })
      // No suggestions is no error: the journalist can still type the tag.
      .catch(() => ask === asked.current && setSuggestions([]));
  });

  function add(name: string) {
    const cleaned = cleanTagName(name);
    if (!cleaned.ok) return setError(cleaned.error);
    if (chosen.has(cleaned.tag.slug)) {
      setText("");
      return setOpen(false);
    }
    if (full) return setError(tagRuleTexts.tooMany(limits.articleMaxTags));
    onChange([...tags, cleaned.tag.name]);
    setText("");
    setError(null);
    setOpen(false);
    setSuggestions([]);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && shown.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % shown.length);
    } else if (event.key === "ArrowUp" && shown.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? shown.length - 1 : i - 1));
    } else if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      const picked = open && active >= 0 ? shown[active] : undefined;
      if (picked) add(picked.name);
      else if (text.trim() !== "") add(text);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === "Backspace" && text === "" && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  const listId = `${id}-suggestions`;
  const expanded = open && shown.length > 0;
  return (
    <div>
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
        {tagFieldTexts.label}
      </label>
      {tags.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={tagFieldTexts.label}>
          {tags.map((name) => (
            <RemovableChip
              key={name}
              removeLabel={tagFieldTexts.remove(name)}
              onRemove={() => onChange(tags.filter((t) => t !== name))}
              className="max-w-full bg-zinc-100 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100"
            >
              <span className="min-w-0 wrap-anywhere">#{name}</span>
            </RemovableChip>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          maxLength={limits.tagNameMax * 2}
          disabled={full}
          value={text}
          placeholder={tagFieldTexts.placeholder}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => shown.length > 0 && setOpen(true)}
          className="h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-sm placeholder:text-zinc-500 hover:border-zinc-400 focus:border-brand-600 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-600 dark:border-zinc-700 dark:bg-zinc-950 dark:placeholder:text-zinc-400"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={tagFieldTexts.suggestions}
          hidden={!expanded}
          className="absolute z-40 mt-1 max-h-72 w-full overflow-y-auto rounded-xl border border-zinc-200 bg-white p-1 shadow-xl dark:border-zinc-700 dark:bg-zinc-900"
        >
          {shown.map((suggestion, index) => (
            <li
              key={suggestion.slug}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                add(suggestion.name);
              }}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm hover:bg-zinc-100 aria-selected:bg-zinc-100 dark:hover:bg-zinc-800 dark:aria-selected:bg-zinc-800"
            >
              <span className="min-w-0 wrap-anywhere">#{suggestion.name}</span>
              <span className="shrink-0 text-xs text-zinc-600 dark:text-zinc-400">
                {tagFieldTexts.articleCount(suggestion.articleCount)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <p id={`${id}-hint`} className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {tagFieldTexts.hint(limits.articleMaxTags)}
      </p>
    </div>
  );
}

function slugOf(name: string): string {
  const cleaned = cleanTagName(name);
  return cleaned.ok ? cleaned.tag.slug : name;
}
