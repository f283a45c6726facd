import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { PublicUser } from "#common/schemas/auth.ts";
import type { Role } from "#common/roles.ts";
import type { Database } from "#server/db/client.ts";
import { users, type UserRow } from "#server/db/schema.ts";
import { hashPassword } from "#server/modules/auth/passwords.ts";

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    bio: user.bio,
    email: user.email,
    role: user.role,
    isActive: user.isActive,
    status: user.isActive ? "Active" : "Inactive",
    avatar: user.avatar,
    createdAt: user.createdAt.toISOString(),
    lastActivity: user.lastActivity ? user.lastActivity.toISOString() : null,
    twoStep: user.totpEnabledAt !== null,
  };
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Usernames are unique regardless of case. */
export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

/** E-mail addresses are unique regardless of case (issue 29). */
export async function emailTaken(db: Database, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export type NewUser = {
  username: string;
  password: string;
  role: Role;
  isActive: boolean;
  name?: string | null;
  avatar?: string | null;
  bio?: string | null;
  email?: string | null;
};

/** Creates a user, or returns undefined when the username is taken. */
export async function createUser(db: Database, input: NewUser): Promise<UserRow | undefined> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      passwordHash,
      role: input.role,
      isActive: input.isActive,
      name: input.name ?? null,
      avatar: input.avatar ?? null,
      bio: input.bio ?? null,
      email: input.email ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

const activityWriteIntervalMs = 60_000;

/** Records that a user was active, at most once a minute so that reads don't all become writes. */
export async function touchLastActivity(db: Database, user: UserRow, now: Date): Promise<void> {
  if (user.lastActivity && now.getTime() - user.lastActivity.getTime() < activityWriteIntervalMs) return;
  await db.update(users).set({ lastActivity: now }).where(eq(users.id, user.id));
}

/**
 * Makes sure an Owner exists (DESIGN.md §4). On a database with no Owner, creates one with the
 * configured name and password, or a generated password that is returned to be printed once.
 */
export async function ensureOwner(
  db: Database,
  options: { username: string; password: string | undefined },
): Promise<{ created: false } | { created: true; username: string; generatedPassword: string | undefined }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, "Owner")).limit(1);
  if (existing) return { created: false };
  const generatedPassword = options.password ? undefined : randomBytes(12).toString("base64url");
  const password = options.password ?? generatedPassword!;
  const taken = await findUserByUsername(db, options.username);
  if (taken) {
    // The configured name belongs to someone else: promote nobody silently, make a distinct Owner.
    throw new Error(
      `No Owner exists and the username "${options.username}" is taken by a ${taken.role}; set OWNER_USERNAME to a free name.`,
    );
  }
  await createUser(db, { username: options.username, password, role: "Owner", isActive: true });
  return { created: true, username: options.username, generatedPassword };
}
