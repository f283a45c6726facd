import { CircleAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { commentLimits } from "#common/limits.ts";
import { moderationTexts } from "#common/messages/moderation.ts";
import {
  moderationModes,
  moderationSettingsSchema,
  type ModerationMode,
  type ModerationSettings,
} from "#common/schemas/comments.ts";
import { Button } from "#web/components/ui/button.tsx";
import { RadioChoices } from "#web/components/ui/radio-choices.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { fieldClasses } from "../ui/fields.tsx";
import { ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import { ModerationNav } from "./moderation-nav.tsx";
import type { SettingsData, SettingsIntent } from "./settings-data.ts";

const linesOf = (text: string) => text.split("\n");

/** The pre-moderation settings (issue 22, point 3): when a new comment is published, and the banned words. */
export function SettingsScreen({ data: { settings } }: { data: SettingsData }) {
  const { revalidate } = useRevalidator();
  // Here, not in the form: the form starts afresh from what was saved, and the toast must outlive it.
  const action = useAction<SettingsIntent>();
  return (
    <div className="space-y-4">
      <ModerationNav />
      {!settings.ok ? (
        <ErrorState message={moderationTexts.settingsLoadFailed} onRetry={revalidate} />
      ) : (
        <SettingsForm
          key={JSON.stringify(settings.data)}
          saved={settings.data}
          saving={action.pending !== null}
          onSave={(value) => void action.submit({ intent: "save", ...value })}
        />
      )}
    </div>
  );
}

function SettingsForm({
  saved,
  saving,
  onSave,
}: {
  saved: ModerationSettings;
  saving: boolean;
  onSave: (settings: ModerationSettings) => void;
}) {
  const [mode, setMode] = useState<ModerationMode>(saved.mode);
  const [words, setWords] = useState(saved.bannedWords.join("\n"));
  const [error, setError] = useState("");
  const count = linesOf(words).filter((line) => line.trim()).length;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = moderationSettingsSchema.safeParse({ mode, bannedWords: linesOf(words) });
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError("");
    onSave(checked.data);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Panel aria-labelledby="moderation-mode">
        <PanelHeader id="moderation-mode" title={moderationTexts.modeLegend} />
        <RadioChoices
          legend={moderationTexts.modeLegend}
          legendClassName="sr-only"
          className="space-y-1 p-3 sm:p-4"
          name="mode"
          values={moderationModes}
          value={mode}
          onChange={setMode}
          optionClassName="flex cursor-pointer gap-3 rounded-xl px-3 py-3 hover:bg-zinc-50 has-[:checked]:bg-brand-50/70 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 dark:hover:bg-zinc-800/50 dark:has-[:checked]:bg-brand-800/20"
          inputClassName="mt-1 h-4 w-4 shrink-0 accent-brand-600"
          hintId={(value) => `mode-${value}-hint`}
        >
          {(value) => (
            <span className="min-w-0">
              <span className="block font-semibold text-zinc-900 dark:text-zinc-50">
                {moderationTexts.modes[value]}
              </span>
              <span id={`mode-${value}-hint`} className="block text-sm text-zinc-600 dark:text-zinc-400">
                {moderationTexts.modeHints[value]}
              </span>
            </span>
          )}
        </RadioChoices>
      </Panel>
      <Panel className="mt-4">
        <PanelHeader id="banned-words-heading" title={moderationTexts.bannedWords} />
        <div className="space-y-2 p-4 sm:p-5">
          <p id="banned-words-hint" className="text-sm text-zinc-600 dark:text-zinc-400">
            {moderationTexts.bannedWordsHint}
          </p>
          <textarea
            id="banned-words"
            aria-labelledby="banned-words-heading"
            rows={8}
            value={words}
            onChange={(e) => {
              setWords(e.target.value);
              setError("");
            }}
            aria-describedby="banned-words-hint banned-words-count"
            aria-invalid={count > commentLimits.bannedWordsMax || undefined}
            className={`${fieldClasses} h-auto min-h-40 resize-y py-2 font-mono`}
          />
          <p id="banned-words-count" className="text-right text-xs text-zinc-600 tabular-nums dark:text-zinc-400">
            {moderationTexts.bannedWordsCount(count, commentLimits.bannedWordsMax)}
          </p>
        </div>
      </Panel>
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {error && (
          <p role="alert" className="flex items-center gap-2 text-sm font-semibold text-red-700 dark:text-red-400">
            <CircleAlert aria-hidden className="h-5 w-5 shrink-0" />
            {error}
          </p>
        )}
        <Button type="submit" disabled={saving}>
          {saving ? moderationTexts.settingsSaving : moderationTexts.settingsSave}
        </Button>
      </div>
    </form>
  );
}
