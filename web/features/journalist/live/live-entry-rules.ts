import { liveLimits } from "#common/limits.ts";
import { liveRuleTexts } from "#common/messages/live.ts";
import { htmlToText } from "#common/text.ts";
import type { LiveEntryFields } from "./live-desk-data.ts";
import type { LivePicture } from "./live-picture-field.tsx";

/** What the composer or the editor sends: the text's HTML, and the picture with its trimmed alternative text. */
export function entryFields(content: string, picture: LivePicture | null): LiveEntryFields {
  return { content, image: picture?.url ?? null, imageAlt: picture ? picture.alt.trim() : null };
}

/**
 * Why the server would refuse an entry, said before it is sent (the server checks again, with the
 * same texts): nothing written (a picture needs words with it too), too long, too much formatting,
 * a picture without its alternative text. Null when it may go.
 */
export function liveEntryProblem({ content, image, imageAlt }: LiveEntryFields): string | null {
  if (htmlToText(content).trim() === "") return liveRuleTexts.emptyEntry;
  if (content.length > liveLimits.entryContentMax) return liveRuleTexts.entryTooLong(liveLimits.entryContentMax);
  if ((content.match(/</g)?.length ?? 0) > liveLimits.entryMarkupMax) return liveRuleTexts.entryMarkup;
  if (image && !imageAlt?.trim()) return liveRuleTexts.imageAltRequired;
  return null;
}
