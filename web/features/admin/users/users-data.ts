import { adminTexts, userTexts } from "#common/messages/admin.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import type { UserInput } from "#common/schemas/users.ts";
import type { TwoStepRequirement, TwoStepSettings } from "#common/schemas/two-step.ts";
import { twoStepAdminTexts } from "#common/messages/two-step.ts";
import { reviewTexts } from "#common/messages/reviews.ts";
import type { ReviewSetting } from "#common/schemas/reviews.ts";
import { api } from "#web/lib/api.ts";
import { signIn } from "#web/lib/session.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";
import type { UserScreenKind } from "./user-form.ts";

/** The journalists, or the administrators (Admin and Owner), newest first (SPEC.md §2). */
export async function loadUsers(request: Request, kind: UserScreenKind) {
  const [users, twoStep, reviewSetting] = await Promise.all([
    settle(api<PublicUser[]>(`/admin/users?role=${kind === "admins" ? "Admin" : "Journalist"}`, { request })),
    // The Owner's requirement of the second sign-in step (decision 0132): on the Owner's own screen.
    kind === "admins" ? settle(api<TwoStepSettings>("/admin/two-step", { request })) : Promise.resolve(null),
    // The Owner's review before publishing (issue 35), beside it.
    kind === "admins" ? settle(api<ReviewSetting>("/admin/review-setting", { request })) : Promise.resolve(null),
  ]);
  return { kind, users, twoStep, reviewSetting };
}
export type UsersData = Awaited<ReturnType<typeof loadUsers>>;

export type UserIntent =
  | { intent: "active"; id: number; activate: boolean }
  | { intent: "delete"; id: number }
  /** The Owner resets another account's second sign-in step (decision 0132). */
  | { intent: "two-step-reset"; id: number }
  | { intent: "two-step-requirement"; id: 0; requirement: TwoStepRequirement }
  /** The Owner turns review before publishing on or off (issue 35). */
  | { intent: "review-setting"; id: 0; setting: ReviewSetting }
  /** Create (no id) or update an account; an update may bring a journalist's new profile picture as the file `picture`. */
  | { intent: "save"; id: number | null; payload: UserInput };

/** Activating, deactivating, deleting, creating and editing staff accounts. */
export async function changeUser(request: Request) {
  const intent = await submittedIntent<UserIntent>(request);
  switch (intent.intent) {
    case "active":
      return change(
        () => api(`/admin/users/${intent.id}`, { method: "PUT", body: { isActive: intent.activate }, request }),
        {
          done: intent.activate ? adminTexts.userActivated : adminTexts.userDeactivated,
          failed: withReason(adminTexts.userStatusFailed),
        },
      );
    case "delete":
      return change(() => api(`/admin/users/${intent.id}`, { method: "DELETE", request }), {
        done: adminTexts.userDeleted,
        failed: withReason(adminTexts.userDeleteFailed),
      });
    case "two-step-reset":
      return change(() => api(`/admin/users/${intent.id}/two-step`, { method: "DELETE", request }), {
        done: twoStepAdminTexts.resetDone,
        failed: withReason(twoStepAdminTexts.resetFailed),
      });
    case "two-step-requirement":
      return change(
        () => api("/admin/two-step", { method: "PUT", body: { requirement: intent.requirement }, request }),
        { done: twoStepAdminTexts.saved, failed: withReason(twoStepAdminTexts.saveFailed) },
      );
    case "review-setting":
      return change(() => api("/admin/review-setting", { method: "PUT", body: intent.setting, request }), {
        done: reviewTexts.settingSaved,
        failed: withReason(reviewTexts.settingSaveFailed),
      });
    case "save":
      return saveUser(request, intent.id, intent.payload, intent.files?.picture);
  }
}

async function saveUser(request: Request, id: number | null, payload: UserInput, picture: File | undefined) {
  if (id === null) {
    return change(() => api<PublicUser>("/admin/users", { method: "POST", body: payload, request }), {
      done: adminTexts.userCreated,
      failed: withReason(adminTexts.userCreateFailed),
    });
  }
  const saved = await change(
    () => api<PublicUser & { token?: string }>(`/admin/users/${id}`, { method: "PUT", body: payload, request }),
    {
      done: adminTexts.userUpdated,
      failed: withReason(adminTexts.userUpdateFailed),
    },
  );
  if (!saved.ok) return saved;
  // One's own new password ends one's other sessions; this one goes on with the token the answer brings.
  if (saved.data.token) signIn(saved.data.token, saved.data, "admin");
  if (!picture) return saved;
  const form = new FormData();
  form.append("journalist_id", String(id));
  form.append("file", picture);
  const uploaded = await change(
    () => api("/admin/journalist-profile-picture", { method: "POST", body: form, request }),
    { failed: userTexts.avatarFailed },
  );
  return uploaded.ok ? saved : { ...saved, warning: uploaded.error };
}
