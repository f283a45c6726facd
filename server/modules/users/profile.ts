import { eq } from "drizzle-orm";
import { userTexts } from "#common/messages/admin.ts";
import { lacksRequiredName, ownProfileSchema, type OwnProfileInput } from "#common/schemas/users.ts";
import { fieldMessages } from "#common/schemas/zod.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import type { Database } from "#server/db/client.ts";
import { users } from "#server/db/schema.ts";
import { badRequest } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";
import type { MediaStorage } from "#server/modules/media/storage.ts";
import { storeAvatar } from "./admin-service.ts";
import { findUserById, toPublicUser } from "./service.ts";

/**
 * A staff member's own profile (issue 29, point 9): the name and biography the author page shows,
 * and the photo, by the rules of the admin's user form (common/schemas/users.ts); each change is
 * audit-logged as the admin's are.
 */
export async function updateOwnProfile(
  db: Database,
  actor: Actor,
  body: Partial<OwnProfileInput>,
): Promise<PublicUser> {
  const result = ownProfileSchema.safeParse(body);
  if (!result.success) throw badRequest(result.error.issues[0]!.message, fieldMessages(result.error.issues));
  const { name, bio } = result.data;
  const me = (await findUserById(db, actor.user.id))!;
  const nextName = name === undefined ? me.name : name;
  if (lacksRequiredName(me.role, nextName))
    throw badRequest(userTexts.nameRequiredForJournalists, { name: userTexts.nameRequiredForJournalists });
  const changes: Partial<typeof users.$inferInsert> = {};
  if (name !== undefined && name !== me.name) changes.name = name;
  if (bio !== undefined && bio !== me.bio) changes.bio = bio;
  if (Object.keys(changes).length === 0) return toPublicUser(me);
  const [updated] = await db.update(users).set(changes).where(eq(users.id, me.id)).returning();
  await auditBy(db, actor, "UPDATE", "USER", me.id, `Updated own profile: ${Object.keys(changes).join(", ")}`);
  return toPublicUser(updated!);
}

export async function setOwnProfilePicture(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  image: Buffer,
): Promise<{ url: string }> {
  const stored = await storeAvatar(db, storage, actor.user.id, image);
  await auditBy(db, actor, "UPDATE", "USER", actor.user.id, "Changed own profile picture");
  return stored;
}
