import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { RadioChoices } from "#web/components/ui/radio-choices.tsx";
import { Panel } from "./states.tsx";

/**
 * An Owner's setting of one choice among a few, saved with its button: whom the second sign-in step
 * is required of (decision 0132), whether journalists send their articles for review (issue 35).
 */
export function ChoiceSettingPanel<T extends string>({
  id,
  title,
  lead,
  values,
  label,
  saved,
  loadFailed,
  saveLabel,
  pending,
  onSave,
}: {
  /** The heading's id, which names the panel, and the radio group's name. */
  id: string;
  title: string;
  lead: string;
  values: readonly T[];
  label: (value: T) => string;
  /** The stored choice; null when it could not be loaded. */
  saved: T | null;
  loadFailed: string;
  saveLabel: string;
  pending: boolean;
  onSave: (value: T) => void;
}) {
  const [choice, setChoice] = useState<T | null>(null);
  if (saved === null)
    return (
      <Panel className="p-4 sm:p-5">
        <p role="alert" className="text-sm">
          {loadFailed}
        </p>
      </Panel>
    );
  const current = choice ?? saved;
  return (
    <Panel className="p-4 sm:p-5" aria-labelledby={id}>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(current);
        }}
      >
        <div>
          <h2 id={id} className="font-semibold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{lead}</p>
        </div>
        <RadioChoices
          legend={title}
          legendClassName="sr-only"
          name={id}
          values={values}
          value={current}
          onChange={setChoice}
          className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-5"
          optionClassName="flex items-center gap-2 text-sm"
          inputClassName="h-4 w-4 shrink-0 accent-brand-600"
        >
          {label}
        </RadioChoices>
        <Button type="submit" disabled={pending || current === saved}>
          {saveLabel}
        </Button>
      </form>
    </Panel>
  );
}
