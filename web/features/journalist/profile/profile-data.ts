import { authorTexts } from "#common/messages/authors.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { api } from "#web/lib/api.ts";
import { updateSessionUser } from "#web/lib/session.ts";
import { change, settle, submittedIntent, withReason } from "#web/lib/staff-data.ts";

/** The signed-in staff member as stored now (issue 29: their own profile). */
export async function loadProfile(request: Request) {
  return { me: await settle(api<PublicUser>("/journalist/auth/me", { request })) };
}
export type ProfileData = Awaited<ReturnType<typeof loadProfile>>;

export type ProfileIntent = { intent: "save"; name: string; bio: string };

/** Saves the name and biography, then the new photo when one was chosen (the file `picture`). */
export async function changeProfile(request: Request) {
  const { name, bio, files } = await submittedIntent<ProfileIntent>(request);
  const saved = await change(
    () => api<PublicUser>("/journalist/profile", { method: "PUT", body: { name, bio }, request }),
    {
      done: authorTexts.profileSaved,
      failed: withReason(authorTexts.profileSaveFailed),
    },
  );
  if (!saved.ok) return saved;
  let user = saved.data;
  const picture = files?.picture;
  if (picture) {
    const form = new FormData();
    form.append("file", picture);
    const uploaded = await change(
      () => api<{ url: string }>("/journalist/profile/picture", { method: "POST", body: form, request }),
      { failed: authorTexts.pictureSaveFailed },
    );
    if (!uploaded.ok) return { ...saved, warning: uploaded.error };
    user = { ...user, avatar: uploaded.data.url };
  }
  updateSessionUser(user);
  return { ...saved, data: user };
}
