import { Play, Radio, Square } from "lucide-react";
import { useId, useState } from "react";
import { formatJournalistDate } from "#common/dates.ts";
import { liveLimits } from "#common/limits.ts";
import { autoEndChoiceLabel, liveDeskTexts } from "#common/messages/live.ts";
import type { LiveState } from "#common/schemas/live.ts";
import { Button } from "#web/components/ui/button.tsx";
import type { ConfirmOptions } from "#web/components/ui/confirm-dialog.tsx";
import { useAction } from "#web/lib/use-action.ts";
import { deskCard } from "./live-composer.tsx";
import type { LiveIntent } from "./live-desk-data.ts";

const selectClasses =
  "h-10 rounded-lg border border-zinc-300 bg-white pr-8 pl-3 text-sm font-medium text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100";

/** The hours a coverage may wait for an entry, as offered: the choices, and the one it has if it is none of them. */
function hourChoices(current: number): number[] {
  const choices: number[] = [...liveLimits.autoEndHourChoices];
  return choices.includes(current) ? choices : [...choices, current].sort((a, b) => a - b);
}

/**
 * Where a coverage stands and what can be done with it (issue 37): not started (start it, with the
 * hours it may wait for an entry before it ends itself), live (change those hours, end it after a
 * confirmation) or ended (reopen it).
 */
export function LiveStatePanel({
  live,
  confirm,
}: {
  live: LiveState | null;
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}) {
  const id = useId();
  const [hours, setHours] = useState<number>(live?.autoEndHours ?? liveLimits.autoEndHoursDefault);
  const action = useAction<LiveIntent>();
  const pending = action.pending?.intent ?? null;

  async function end() {
    const sure = await confirm({
      message: liveDeskTexts.endConfirm,
      confirmLabel: liveDeskTexts.end,
      destructive: true,
    });
    if (sure) void action.submit({ intent: "end" });
  }

  const hoursField = (
    <div>
      <label htmlFor={`${id}-hours`} className="mb-1.5 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
        {liveDeskTexts.autoEnd}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <select
          id={`${id}-hours`}
          value={hours}
          aria-describedby={`${id}-hours-suffix`}
          onChange={(event) => setHours(Number(event.target.value))}
          className={selectClasses}
        >
          {hourChoices(live?.autoEndHours ?? hours).map((choice) => (
            <option key={choice} value={choice}>
              {autoEndChoiceLabel(choice)}
            </option>
          ))}
        </select>
        <span id={`${id}-hours-suffix`} className="text-sm text-zinc-600 dark:text-zinc-400">
          {liveDeskTexts.autoEndSuffix}
        </span>
      </div>
    </div>
  );

  if (!live)
    return (
      <section aria-labelledby={`${id}-title`} className={`${deskCard} space-y-4`}>
        <div>
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {liveDeskTexts.start}
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{liveDeskTexts.startHint}</p>
        </div>
        {hoursField}
        <Button
          disabled={pending !== null}
          onClick={() => void action.submit({ intent: "start", autoEndHours: hours })}
        >
          <Radio aria-hidden className="h-4 w-4" />
          {liveDeskTexts.start}
        </Button>
      </section>
    );

  return (
    <section aria-labelledby={`${id}-title`} className={`${deskCard} space-y-4`}>
      <h2 id={`${id}-title`} className="flex flex-wrap items-center gap-2 text-lg font-bold">
        {live.isLive ? (
          <>
            <span aria-hidden className="h-2.5 w-2.5 rounded-full bg-brand-600 dark:bg-red-400" />
            {liveDeskTexts.live}
          </>
        ) : (
          liveDeskTexts.endedAt(formatJournalistDate(live.endedAt))
        )}
      </h2>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-end gap-2">
          {hoursField}
          {live.isLive && (
            <Button
              variant="secondary"
              disabled={pending !== null || hours === live.autoEndHours}
              onClick={() => void action.submit({ intent: "hours", autoEndHours: hours })}
            >
              {liveDeskTexts.saveAutoEnd}
            </Button>
          )}
        </div>
        {live.isLive ? (
          <Button
            variant="secondary"
            className="text-red-700 dark:text-red-400"
            disabled={pending !== null}
            onClick={() => void end()}
          >
            <Square aria-hidden className="h-4 w-4" />
            {liveDeskTexts.end}
          </Button>
        ) : (
          <Button
            disabled={pending !== null}
            onClick={() => void action.submit({ intent: "start", autoEndHours: hours, restart: true })}
          >
            <Play aria-hidden className="h-4 w-4" />
            {liveDeskTexts.restart}
          </Button>
        )}
      </div>
    </section>
  );
}
