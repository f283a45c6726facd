import { randomBytes } from "node:crypto";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { userTexts } from "#common/messages/admin.ts";
import { registerTexts } from "#common/messages/auth.ts";
import { adminRoles, isNewsroomRole, isOwnerRole, newsroomRoles, roles, type Role } from "#common/roles.ts";
import { lacksRequiredName, userCreateSchema, userUpdateSchema, type UserInput } from "#common/schemas/users.ts";
import { fieldMessages, type z } from "#common/schemas/zod.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import type { Database } from "#server/db/client.ts";
import { users, type UserRow } from "#server/db/schema.ts";
import { badRequest, conflict, forbidden, HttpError, notFound, unsupportedMediaType } from "#server/http/errors.ts";
import { auditBy, type Actor } from "#server/modules/audit/service.ts";
import { hashPassword } from "#server/modules/auth/passwords.ts";
import { makeAvatar } from "#server/modules/media/images.ts";
import type { MediaStorage } from "#server/modules/media/storage.ts";
import { createUser, emailTaken, findUserById, toPublicUser } from "./service.ts";

/** Journalists and editors, or administrators (Admin and Owner), or everyone (for the audit log filters). */
export async function listUsers(db: Database, role?: "Journalist" | "Admin"): Promise<PublicUser[]> {
  const listed: readonly Role[] = role === "Journalist" ? newsroomRoles : role === "Admin" ? adminRoles : roles;
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.role, [...listed]))
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toPublicUser);
}

/** Admins manage journalists and editors; only the Owner manages administrators and assigns their roles. */
function assertMayManage(actor: Actor, role: Role) {
  if (!isNewsroomRole(role) && !isOwnerRole(actor.user.role)) throw forbidden(userTexts.roleNotAllowed);
}

function activeFrom(input: { isActive?: boolean; status?: "Active" | "Inactive" }): boolean | undefined {
  if (input.isActive !== undefined) return input.isActive;
  if (input.status !== undefined) return input.status === "Active";
  return undefined;
}

/** The body judged by a schema of common/schemas/users.ts: its first broken rule is the answer, with every failing field. */
function judged<T>(schema: z.ZodType<T>, body: UserInput): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw badRequest(result.error.issues[0]!.message, fieldMessages(result.error.issues));
}

async function assertUsernameFree(db: Database, username: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (taken && taken.id !== exceptId) throw conflict(userTexts.usernameTaken);
}

/** Creates a staff account with SPEC.md §5's rules (the user form's schema); `role` defaults to Journalist. */
export async function createStaffUser(db: Database, actor: Actor, body: UserInput): Promise<PublicUser> {
  const input = judged(userCreateSchema, body);
  const { username, password, role, name, bio, email } = input;
  assertMayManage(actor, role);
  await assertUsernameFree(db, username);
  if (email && (await emailTaken(db, email))) throw conflict(registerTexts.emailTaken);
  const user = await createUser(db, {
    username,
    password,
    role,
    isActive: activeFrom(input) ?? true,
    name: name ?? null,
    bio: bio ?? null,
    email: email ?? null,
  });
  if (!user) throw conflict(userTexts.usernameTaken);
  await auditBy(db, actor, "CREATE", "USER", user.id, `Created ${role} "${username}"`);
  return toPublicUser(user);
}

/** The target account, which the actor must be allowed to manage. */
async function managedUser(db: Database, actor: Actor, id: number): Promise<UserRow> {
  const target = await findUserById(db, id);
  if (!target) throw notFound();
  assertMayManage(actor, target.role);
  return target;
}

/**
 * Updates any fields given (or just `isActive`); an empty password keeps the current one. Owner
 * accounts are never deactivated, nobody deactivates themselves, and roles change as
 * `assertMayManage` allows (an Admin between Journalist and Editor, the Owner any but an Owner's).
 * A journalist's full name is required when it is set or the role becomes Journalist, not to
 * approve a registration, which comes without one (decision 0052). A new password or a
 * deactivation moves the account's token version on: every session signed before it ends.
 * Answers the account as stored.
 */
export async function updateStaffUser(db: Database, actor: Actor, id: number, body: UserInput): Promise<UserRow> {
  const target = await managedUser(db, actor, id);
  const input = judged(userUpdateSchema, body);
  const changes: Partial<typeof users.$inferInsert> = {};

  const isActive = activeFrom(input);
  if (isActive !== undefined && isActive !== target.isActive) {
    if (!isActive && target.role === "Owner") throw forbidden(userTexts.ownerProtected);
    if (!isActive && target.id === actor.user.id) throw forbidden(userTexts.selfProtected);
    changes.isActive = isActive;
  }
  if (input.role !== undefined && input.role !== target.role) {
    if (target.role === "Owner" || target.id === actor.user.id) throw forbidden(userTexts.roleNotAllowed);
    // The target's role was checked by managedUser: an Admin moves a writer between Journalist and Editor.
    assertMayManage(actor, input.role);
    changes.role = input.role;
  }
  if (input.username !== undefined && input.username !== target.username) {
    await assertUsernameFree(db, input.username, id);
    changes.username = input.username;
  }
  if (input.password) changes.passwordHash = await hashPassword(input.password);
  const endsSessions = changes.passwordHash !== undefined || changes.isActive === false;
  if (input.name !== undefined) changes.name = input.name;
  // The schema checks the name against a role the body gives; here against the stored one.
  const namesJournalist = input.name !== undefined || isNewsroomRole(changes.role);
  if (
    namesJournalist &&
    lacksRequiredName(changes.role ?? target.role, changes.name !== undefined ? changes.name : target.name)
  ) {
    throw badRequest(userTexts.nameRequiredForJournalists, { name: userTexts.nameRequiredForJournalists });
  }
  if (input.avatar !== undefined) changes.avatar = input.avatar?.trim() || null;
  if (input.bio !== undefined && input.bio !== target.bio) changes.bio = input.bio;
  if (input.email !== undefined && input.email !== target.email) {
    if (input.email && (await emailTaken(db, input.email, id))) throw conflict(registerTexts.emailTaken);
    changes.email = input.email;
  }

  if (Object.keys(changes).length === 0) return target;
  const [updated] = await db
    .update(users)
    .set({ ...changes, ...(endsSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
    .where(eq(users.id, id))
    .returning();
  const what = Object.keys(changes)
    .map((k) =>
      k === "passwordHash" ? "password" : k === "isActive" ? (changes.isActive ? "activated" : "deactivated") : k,
    )
    .join(", ");
  await auditBy(db, actor, "UPDATE", "USER", id, `Updated ${target.role} "${updated!.username}": ${what}`);
  return updated!;
}

export async function deleteStaffUser(db: Database, actor: Actor, id: number): Promise<void> {
  const target = await managedUser(db, actor, id);
  if (target.role === "Owner") throw forbidden(userTexts.ownerProtected);
  if (target.id === actor.user.id) throw forbidden(userTexts.selfProtected);
  await db.delete(users).where(eq(users.id, id));
  await auditBy(db, actor, "DELETE", "USER", id, `Deleted ${target.role} "${target.username}"`);
}

/** Sets a journalist's profile picture: re-encoded to a square WebP under a random name. */
export async function setProfilePicture(
  db: Database,
  storage: MediaStorage,
  actor: Actor,
  id: number,
  image: Buffer,
): Promise<{ url: string }> {
  const target = await managedUser(db, actor, id);
  const { url } = await storeAvatar(db, storage, target.id, image);
  await auditBy(db, actor, "UPDATE", "USER", id, `Changed the profile picture of "${target.username}"`);
  return { url };
}

/** An account's new profile picture, stored and set (the admin's form and the person's own profile). */
export async function storeAvatar(
  db: Database,
  storage: MediaStorage,
  userId: number,
  image: Buffer,
): Promise<{ url: string }> {
  const data = await makeAvatar(image).catch((error: unknown) => {
    // A picture too large to decode says so; anything else unreadable is not a picture we take.
    throw error instanceof HttpError ? error : unsupportedMediaType();
  });
  const key = `avatars/${randomBytes(12).toString("hex")}.webp`;
  await storage.put(key, data);
  const url = storage.urlFor(key);
  await db.update(users).set({ avatar: url }).where(eq(users.id, userId));
  return { url };
}
