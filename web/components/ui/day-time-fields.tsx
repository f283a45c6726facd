import { useId, useState, type ComponentProps } from "react";
import { dayInWords, formatDayInput, parseDay, parseTime, type IsoDay } from "#common/dates.ts";
import { staffDateTexts } from "#common/messages/staff.ts";
import { cn } from "#web/lib/cn.ts";

/**
 * The staff's date and time fields (issue 29, point 4): plain text typed as dd.mm.yyyy and HH:MM
 * on the 24-hour clock, whatever the browser's language (a native date field shows the browser's
 * own format, e.g. mm/dd/yyyy and AM/PM), checked as typed, with the day echoed in words.
 */

type FieldProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  /** Marks the field (aria-invalid) and says why, from outside (a rule the form checks). */
  error?: string | null;
};

/** How one kind of field reads its text: the value ("" for none, null: not readable yet), the problem to say, and the echo. */
type Reading<T> = {
  format: (value: T) => string;
  read: (text: string) => T | null;
  problem: (text: string) => string | null;
  echo?: (value: T) => string;
  placeholder: string;
  hint: string;
};

/**
 * A field whose text is kept beside its value: typing that does not read yet keeps its text (and
 * is said at the field once left), a value changed from outside shows; `onChange` gets a value
 * only when the text reads as one.
 */
function TypedField<T>({
  reading,
  value,
  onChange,
  error,
  className,
  id,
  ...props
}: FieldProps & { reading: Reading<T>; value: T; onChange: (value: T) => void }) {
  const ownId = useId();
  const fieldId = id ?? ownId;
  const { format, read, problem: problemOf, echo: echoOf } = reading;
  const [text, setText] = useState(() => format(value));
  // Follows the value during render, not in an effect that ran after a keystroke made at once (decision 0145).
  const [followed, setFollowed] = useState(value);
  if (followed !== value) {
    setFollowed(value);
    if (read(text) !== value) setText(format(value));
  }
  const [touched, setTouched] = useState(false);
  const problem = error ?? (touched ? problemOf(text) : null);
  const current = read(text);
  const echo = !problem && echoOf && current ? echoOf(current) : null;
  const noteId = `${fieldId}-note`;
  return (
    <>
      <input
        {...props}
        id={fieldId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={reading.placeholder}
        title={reading.hint}
        value={text}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || echo ? noteId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          const next = read(event.target.value);
          if (next !== null) onChange(next);
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

const dayReading: Reading<IsoDay> = {
  format: formatDayInput,
  read: (text) => {
    if (!text.trim()) return "";
    const day = parseDay(text);
    return day.ok ? day.day : null;
  },
  problem: (text) => {
    const day = text.trim() ? parseDay(text) : null;
    return day && !day.ok ? day.error : null;
  },
  echo: dayInWords,
  placeholder: staffDateTexts.dayPlaceholder,
  hint: staffDateTexts.dayHint,
};
const dayReadingQuiet: Reading<IsoDay> = { ...dayReading, echo: undefined };

const timeReading: Reading<string> = {
  format: (value) => value,
  read: (text) => {
    if (!text.trim()) return "";
    const time = parseTime(text);
    return time.ok ? `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}` : null;
  },
  problem: (text) => {
    const time = text.trim() ? parseTime(text) : null;
    return time && !time.ok ? time.error : null;
  },
  placeholder: staffDateTexts.timePlaceholder,
  hint: staffDateTexts.timeHint,
};

/** A day: `value` is the API's "2026-11-28" ("" for none), echoed in words unless `hideEcho`. */
export function DayField({
  hideEcho,
  ...props
}: FieldProps & { value: IsoDay; onChange: (day: IsoDay) => void; hideEcho?: boolean }) {
  return <TypedField reading={hideEcho ? dayReadingQuiet : dayReading} {...props} />;
}

/** A time of day on the 24-hour clock: `value` is "04:30" ("" for none). */
export function TimeField(props: FieldProps & { value: string; onChange: (time: string) => void }) {
  return <TypedField reading={timeReading} {...props} />;
}
