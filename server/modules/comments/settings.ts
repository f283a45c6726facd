import { eq } from "drizzle-orm";
import type { ModerationSettings } from "#common/schemas/comments.ts";
import type { Database } from "#server/db/client.ts";
import { commentModerationSettings } from "#server/db/schema.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";

const defaults: ModerationSettings = { mode: "publish", bannedWords: [] };

/** The pre-moderation settings (issue 22, point 3): the one row, or the defaults before anyone saved it. */
export async function getModerationSettings(db: Database): Promise<ModerationSettings> {
  const [row] = await db
    .select({ mode: commentModerationSettings.mode, bannedWords: commentModerationSettings.bannedWords })
    .from(commentModerationSettings)
    .where(eq(commentModerationSettings.id, 1));
  return row ?? defaults;
}

/** Saves the settings; every process drops its copy (moderation-state.ts) as the write is announced. */
export async function saveModerationSettings(
  db: Database,
  actor: Actor,
  settings: ModerationSettings,
  now: Date,
): Promise<ModerationSettings> {
  const values = { mode: settings.mode, bannedWords: settings.bannedWords, updatedAt: now, updatedBy: actor.user.id };
  await db
    .insert(commentModerationSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: commentModerationSettings.id, set: values });
  // The words themselves stay out of the log: they are often what nobody wants to read.
  await auditBy(
    db,
    actor,
    "UPDATE",
    "COMMENT",
    null,
    `Comment pre-moderation set to "${settings.mode}" with ${settings.bannedWords.length} banned words or phrases`,
  );
  return settings;
}
