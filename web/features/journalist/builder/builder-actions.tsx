import { Send, Trash2 } from "lucide-react";
import { builderTexts } from "#common/messages.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";

type Props = { mode: "create" | "edit"; saving: boolean; draftSaved: boolean; onSave: () => void; onClear: () => void };

/** SPEC.md §2: create mode publishes or clears the draft (and says when the draft was stored); edit mode saves the changes. */
export function BuilderActions({ mode, saving, draftSaved, onSave, onClear }: Props) {
  return (
    <div className="flex flex-col gap-2">
      <button type="button" onClick={onSave} disabled={saving} className={buttonClasses("primary", "lg", "w-full")}>
        <Send aria-hidden className="h-5 w-5" />
        {saving ? builderTexts.saving : mode === "create" ? builderTexts.publish : builderTexts.saveChanges}
      </button>
      {mode === "create" && (
        <button type="button" onClick={onClear} disabled={saving} className={buttonClasses("ghost", "md", "w-full text-red-700 dark:text-red-400")}>
          <Trash2 aria-hidden className="h-4 w-4" />
          {builderTexts.clearDraft}
        </button>
      )}
      <p className="min-h-5 text-center text-xs text-zinc-600 dark:text-zinc-400" aria-live="polite">
        {mode === "create" && draftSaved ? builderTexts.draftSaved : ""}
      </p>
    </div>
  );
}
