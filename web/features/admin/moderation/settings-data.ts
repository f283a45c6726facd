import { moderationTexts } from "#common/messages/moderation.ts";
import type { ModerationSettings } from "#common/schemas/comments.ts";
import { api } from "#web/lib/api.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";

/** The pre-moderation settings (issue 22, point 3). */
export async function loadSettings(request: Request) {
  return { settings: await settle(api<ModerationSettings>("/admin/comment-settings", { request })) };
}
export type SettingsData = Awaited<ReturnType<typeof loadSettings>>;

export type SettingsIntent = { intent: "save" } & ModerationSettings;

export async function changeSettings(request: Request) {
  const { mode, bannedWords } = await submittedIntent<SettingsIntent>(request);
  return change(
    () => api<ModerationSettings>("/admin/comment-settings", { method: "PUT", body: { mode, bannedWords }, request }),
    {
      done: moderationTexts.settingsSaved,
      failed: withReason(moderationTexts.settingsFailed),
    },
  );
}
