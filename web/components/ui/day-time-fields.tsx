import { useEffect, useId, useState, type ComponentProps } from "react";
import { dayInWords, formatDayInput, parseDay, parseTime, type IsoDay } from "#common/dates.ts";
import { staffDateTexts } from "#common/messages.ts";
import { cn } from "#web/lib/cn.ts";

/**
 * The staff's date and time fields (issue 29, point 4): plain text typed as dd.mm.yyyy and HH:MM
 * on the 24-hour clock, whatever the browser's language (a native date field shows the browser's
 * own format, e.g. mm/dd/yyyy and AM/PM), checked as typed, with the day echoed in words.
 */

type FieldProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  /** Marks the field (aria-invalid) and says why, from outside (a rule the form checks). */
  error?: string | null;
  /** Shown under the field when all is well (the day in words), or nothing. */
  hideEcho?: boolean;
};

/** The text of a field kept beside its value: typing that does not read yet keeps its text; a value changed from outside shows. */
function useTypedText<T>(value: T, format: (value: T) => string, read: (text: string) => T | null) {
  const [text, setText] = useState(() => format(value));
  useEffect(() => {
    setText((typed) => (read(typed) === value ? typed : format(value)));
  }, [value, format, read]);
  return [text, setText] as const;
}

const readDay = (text: string): IsoDay | null => {
  if (!text.trim()) return "";
  const day = parseDay(text);
  return day.ok ? day.day : null;
};

/**
 * A day: `value` is the API's "2026-11-28" ("" for none); `onChange` gets a day only when the
 * text reads as one (or "" when emptied). `onValidity` says whether what is typed reads.
 */
export function DayField({ value, onChange, onValidity, error, hideEcho, className, id, ...props }: FieldProps & { value: IsoDay; onChange: (day: IsoDay) => void; onValidity?: (ok: boolean) => void }) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const [text, setText] = useTypedText(value, formatDayInput, readDay);
  const [touched, setTouched] = useState(false);
  const typed = text.trim() ? parseDay(text) : null;
  const problem = error ?? (touched && typed && !typed.ok ? typed.error : null);
  const echo = !problem && !hideEcho && typed?.ok ? dayInWords(typed.day) : null;
  const noteId = `${fieldId}-note`;
  return (
    <>
      <input
        {...props}
        id={fieldId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={staffDateTexts.dayPlaceholder}
        title={staffDateTexts.dayHint}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || echo ? noteId : undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const day = readDay(next);
          onValidity?.(day !== null);
          if (day !== null) onChange(day);
        }}
        onBlur={(event) => {
          setTouched(true);
          props.onBlur?.(event);
        }}
        className={cn("tabular-nums aria-invalid:border-red-600", className)}
      />
      {problem ? (
        <p id={noteId} role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : echo ? (
        <p id={noteId} className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">
          {echo}
        </p>
      ) : null}
    </>
  );
}

const formatTime = (value: string) => value;
const readTime = (text: string): string | null => {
  if (!text.trim()) return "";
  const time = parseTime(text);
  return time.ok ? `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}` : null;
};

/** A time of day on the 24-hour clock: `value` is "04:30" ("" for none). */
export function TimeField({ value, onChange, error, className, id, ...props }: FieldProps & { value: string; onChange: (time: string) => void }) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const [text, setText] = useTypedText(value, formatTime, readTime);
  const [touched, setTouched] = useState(false);
  const typed = text.trim() ? parseTime(text) : null;
  const problem = error ?? (touched && typed && !typed.ok ? typed.error : null);
  return (
    <>
      <input
        {...props}
        id={fieldId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={staffDateTexts.timePlaceholder}
        title={staffDateTexts.timeHint}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${fieldId}-note` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const time = readTime(event.target.value);
          if (time !== null) onChange(time);
        }}
        onBlur={(event) => {
          setTouched(true);
          props.onBlur?.(event);
        }}
        className={cn("tabular-nums aria-invalid:border-red-600", className)}
      />
      {problem && (
        <p id={`${fieldId}-note`} role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </>
  );
}
