import { useState, type FormEvent } from "react";
import { fromSofiaLocalInput, toSofiaLocalInput } from "#common/dates.ts";
import { newsroomTexts, uiTexts } from "#common/messages.ts";
import { Button } from "./ui/button.tsx";
import { Modal } from "./ui/modal.tsx";

const hour = 3_600_000;

/**
 * "Насрочи публикуване" (issue 20, decision 0065): a date and time in Sofia, whatever the
 * browser's zone, that must lie ahead; the journalist's builder and lists and the admin list use it.
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
    <Modal open={open} onOpenChange={(next) => !next && onCancel()} title={newsroomTexts.scheduleTitle} description={newsroomTexts.scheduleHint} width="max-w-md">
      {open && <ScheduleForm initial={initial} busy={busy} onCancel={onCancel} onSchedule={onSchedule} />}
    </Modal>
  );
}

function ScheduleForm({ initial, busy, onCancel, onSchedule }: { initial?: string | null; busy: boolean; onCancel: () => void; onSchedule: (publishAt: string) => void }) {
  const [value, setValue] = useState(() => toSofiaLocalInput(initial ? new Date(initial) : new Date(Math.ceil((Date.now() + hour) / 600_000) * 600_000)));
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const at = fromSofiaLocalInput(value);
    if (!at) return setError(newsroomTexts.scheduleInvalid);
    if (at.getTime() <= Date.now()) return setError(newsroomTexts.scheduleInPast);
    onSchedule(at.toISOString());
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor="schedule-at" className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
          {newsroomTexts.scheduleLabel}
        </label>
        <input
          id="schedule-at"
          type="datetime-local"
          value={value}
          min={toSofiaLocalInput(new Date())}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "schedule-error" : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          className="h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base tabular-nums aria-invalid:border-red-600 dark:border-zinc-700 dark:bg-zinc-950 dark:[color-scheme:dark]"
        />
        {error && (
          <p id="schedule-error" role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {uiTexts.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {newsroomTexts.scheduleConfirm}
        </Button>
      </div>
    </form>
  );
}
