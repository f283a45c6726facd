import { commentLimits } from "#common/limits.ts";
import { moderationTexts } from "#common/messages/moderation.ts";
import { trimInvisible } from "#common/text.ts";
import { fieldClasses } from "../ui/fields.tsx";

/** A decision's optional reason, counted against its limit; it goes to the audit log. */
export function ReasonField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const length = trimInvisible(value).length;
  const tooLong = length > commentLimits.moderationReasonMax;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
        {moderationTexts.reasonLabel}
      </label>
      <textarea
        id={id}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-hint`}
        className={`${fieldClasses} h-auto min-h-20 resize-y py-2`}
      />
      <p id={`${id}-hint`} className="mt-1 flex justify-between gap-3 text-xs text-zinc-600 dark:text-zinc-400">
        <span>
          {tooLong ? moderationTexts.reasonTooLong(commentLimits.moderationReasonMax) : moderationTexts.reasonHint}
        </span>
        <span className={`tabular-nums ${tooLong ? "font-bold text-red-700 dark:text-red-400" : ""}`}>
          {length}/{commentLimits.moderationReasonMax}
        </span>
      </p>
    </div>
  );
}

export const reasonTooLong = (reason: string) => trimInvisible(reason).length > commentLimits.moderationReasonMax;
