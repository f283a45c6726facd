import { formatJournalistDate, sayMoment } from "./dates.ts";
import { newsroomTexts } from "./messages/newsroom.ts";
import type { EditConflict } from "./schemas/revisions.ts";

/**
 * A change of an article's status by someone else, as a sentence (issue 29, point 1):
 * "Администраторът Главен Редактор скри статията в 03:33." — in Sofia time, as of `now`.
 */
export function statusChangeSentence(change: NonNullable<EditConflict["statusChange"]>, now: Date): string {
  return newsroomTexts.statusChange(
    change,
    sayMoment(change.at, now),
    change.scheduledAt ? formatJournalistDate(change.scheduledAt) : "",
  );
}
