import { X } from "lucide-react";
import { limits } from "#common/limits.ts";
import { coAuthorTexts } from "#common/messages/authors.ts";
import type { CoAuthor, StaffMember } from "#common/schemas/co-authors.ts";
import { cn } from "#web/lib/cn.ts";
import { builderField } from "./article-text-fields.tsx";

/**
 * The article's co-authors (issue 32, decision 0121): chosen from the active staff, in the
 * byline's order, at most coAuthorsMax, never the author. Only the author changes them; anyone
 * else sees them and why they can't.
 */
export function CoAuthorField({
  staff,
  selected,
  authorUsername,
  editable,
  onChange,
}: {
  /** The active staff to choose from; null when the list could not be loaded. */
  staff: readonly StaffMember[] | null;
  selected: readonly CoAuthor[];
  /** The article's author (or the writer of a new one): not among the choices. */
  authorUsername: string | null;
  editable: boolean;
  onChange: (next: CoAuthor[]) => void;
}) {
  const full = selected.length >= limits.coAuthorsMax;
  const choices = (staff ?? []).filter(
    (person) => person.username !== authorUsername && !selected.some((c) => c.id === person.id),
  );
  return (
    <div>
      <p id="co-authors-label" className="mb-1 text-sm font-semibold text-zinc-800 dark:text-zinc-200">
        {coAuthorTexts.label}
      </p>
      {selected.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2" aria-labelledby="co-authors-label">
          {selected.map((person) => (
            <li
              key={person.id}
              className={cn(
                "inline-flex max-w-full items-center gap-1 rounded-full bg-zinc-100 py-1 text-sm font-medium text-zinc-800 dark:bg-zinc-800 dark:text-zinc-100",
                editable ? "pr-1 pl-3" : "px-3",
              )}
            >
              <span className="truncate">{person.name}</span>
              {editable && (
                <button
                  type="button"
                  onClick={() => onChange(selected.filter((c) => c.id !== person.id))}
                  aria-label={coAuthorTexts.remove(person.name)}
                  className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full hover:bg-black/10 dark:hover:bg-white/10"
                >
                  <X aria-hidden className="h-3.5 w-3.5" />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        !editable && <p className="mb-2 text-sm text-zinc-600 dark:text-zinc-400">{coAuthorTexts.none}</p>
      )}
      {editable && (
        <select
          aria-label={coAuthorTexts.add}
          value=""
          disabled={full || choices.length === 0}
          onChange={(e) => {
            const person = choices.find((c) => String(c.id) === e.target.value);
            if (person) onChange([...selected, person]);
          }}
          className={cn(builderField, "h-11 py-2 text-sm disabled:opacity-60")}
        >
          <option value="">{coAuthorTexts.choose}</option>
          {choices.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      )}
      {staff === null && editable && (
        <p role="alert" className="mt-1 text-sm font-semibold text-red-700 dark:text-red-400">
          {coAuthorTexts.loadFailed}
        </p>
      )}
      <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
        {editable ? coAuthorTexts.hint(limits.coAuthorsMax) : coAuthorTexts.readOnlyHint}
      </p>
    </div>
  );
}
