import { useState, type FormEvent } from "react";
import { momentInWords, parseDay, parseTime, sofiaMoment, sofiaWallTime } from "#common/dates.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import { staffDateTexts, uiTexts } from "#common/messages/staff.ts";
import { Button } from "./ui/button.tsx";
import { DayField, TimeField } from "./ui/day-time-fields.tsx";
import { Modal } from "./ui/modal.tsx";
import { DialogActions } from "./ui/dialog-actions.tsx";

const hour = 3_600_000;

/**
 * "Насрочи публикуване" (issue 20, decision 0065): a day and a time in Sofia, typed as dd.mm.yyyy
 * and HH:MM whatever the browser's language, echoed in words, that must lie ahead; the hour summer
 * time skips is refused with the time it would be, the hour that repeats asks which (issue 29,
 * points 4 and 5). The journalist's builder and lists and the admin list use it.
 */
export function ScheduleDialog({
  open,
  initial,
  busy = false,
  onCancel,
  onSchedule,
}: {
  open: boolean;
  /** The moment already chosen (changing it), else an hour from now. */
  initial?: string | null;
  busy?: boolean;
  onCancel: () => void;
  onSchedule: (publishAt: string) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={newsroomTexts.scheduleTitle}
      description={newsroomTexts.scheduleHint}
      width="max-w-md"
    >
      {open && <ScheduleForm initial={initial} busy={busy} onCancel={onCancel} onSchedule={onSchedule} />}
    </Modal>
  );
}

const fieldClasses =
  "h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base dark:border-zinc-700 dark:bg-zinc-950 focus:border-brand-600 focus:outline-hidden focus:ring-4 focus:ring-brand-600/15";
const labelClasses = "mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200";

type Which = "first" | "second" | null;

/** Read when the person submits (the server checks it again on its own clock). */
const isPast = (at: Date) => at.getTime() <= Date.now();

function ScheduleForm({
  initial,
  busy,
  onCancel,
  onSchedule,
}: {
  initial?: string | null;
  busy: boolean;
  onCancel: () => void;
  onSchedule: (publishAt: string) => void;
}) {
  const [start] = useState(() =>
    sofiaWallTime(initial ? new Date(initial) : new Date(Math.ceil((Date.now() + hour) / 600_000) * 600_000)),
  );
  const [day, setDay] = useState(start.day);
  const [time, setTime] = useState(start.time);
  const [which, setWhich] = useState<Which>(null);
  const [error, setError] = useState<string | null>(null);

  const parsedTime = time ? parseTime(time) : null;
  const moment = day && parsedTime?.ok ? sofiaMoment(day, parsedTime.hour, parsedTime.minute) : null;
  const at = moment?.kind === "one" ? moment.at : moment?.kind === "repeated" && which ? moment[which] : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!day || !parseDay(day).ok) return setError(staffDateTexts.dayInvalid);
    if (!parsedTime?.ok) return setError(staffDateTexts.timeInvalid);
    if (moment?.kind === "skipped") return setError(moment.error);
    if (moment?.kind === "repeated" && !which) return setError(staffDateTexts.chooseRepeated);
    if (!at) return setError(newsroomTexts.scheduleInvalid);
    if (isPast(at)) return setError(newsroomTexts.scheduleInPast);
    onSchedule(at.toISOString());
  }
  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setWhich(null);
      setError(null);
    };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className={labelClasses}>{newsroomTexts.scheduleLabel}</legend>
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3">
          <div className="min-w-0">
            <label htmlFor="schedule-day" className="mb-1 block text-xs font-semibold text-zinc-600 dark:text-zinc-400">
              {staffDateTexts.dayLabel} <span className="font-normal">({staffDateTexts.dayPlaceholder})</span>
            </label>
            <DayField id="schedule-day" className={fieldClasses} value={day} onChange={change(setDay)} hideEcho />
          </div>
          <div>
            <label
              htmlFor="schedule-time"
              className="mb-1 block text-xs font-semibold text-zinc-600 dark:text-zinc-400"
            >
              {staffDateTexts.timeLabel} <span className="font-normal">({staffDateTexts.timePlaceholder})</span>
            </label>
            <TimeField id="schedule-time" className={fieldClasses} value={time} onChange={change(setTime)} />
          </div>
        </div>
      </fieldset>
      {moment?.kind === "skipped" && (
        <div className="space-y-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/50 dark:text-amber-100">
          <p>{moment.error}</p>
          <Button variant="secondary" className="h-9 px-3" onClick={() => change(setTime)(moment.suggestedTime)}>
            {staffDateTexts.useTime(moment.suggestedTime)}
          </Button>
        </div>
      )}
      {moment?.kind === "repeated" && (
        <fieldset className="space-y-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/50 dark:text-amber-100">
          <legend className="float-left mb-1">{moment.question}</legend>
          {(["first", "second"] as const).map((choice) => (
            <label key={choice} className="clear-left flex items-center gap-2">
              <input
                type="radio"
                name="schedule-repeated"
                checked={which === choice}
                onChange={() => {
                  setWhich(choice);
                  setError(null);
                }}
                className="h-4 w-4 accent-brand-600"
              />
              {choice === "first" ? staffDateTexts.repeatedFirst(time) : staffDateTexts.repeatedSecond(time)}
            </label>
          ))}
        </fieldset>
      )}
      {at && (
        <p className="text-sm font-semibold text-zinc-800 dark:text-zinc-200" aria-live="polite">
          {staffDateTexts.scheduleEcho(momentInWords(at))}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <DialogActions
        cancelLabel={uiTexts.cancel}
        onCancel={onCancel}
        submitLabel={newsroomTexts.scheduleConfirm}
        busy={busy}
      />
    </form>
  );
}
