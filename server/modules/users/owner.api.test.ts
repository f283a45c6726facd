import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema.ts";
import { verifyPassword } from "#server/modules/auth/passwords.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { ensureOwner } from "./service.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("the Owner created at first start", () => {
  it("is made once, with a generated password when none is configured", async () => {
    const first = await ensureOwner(handle.db, { username: "owner", password: undefined });
    expect(first.created).toBe(true);
    if (!first.created) return;
    expect(first.generatedPassword).toMatch(/^[\w-]{16}$/);
    const [row] = await handle.db.select().from(users).where(eq(users.username, "owner"));
    expect(row).toMatchObject({ role: "Owner", isActive: true });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.passwordHash, first.generatedPassword!)).toBe(true);

    const second = await ensureOwner(handle.db, { username: "owner", password: "another-password" });
    expect(second.created).toBe(false);
    expect(await handle.db.select().from(users)).toHaveLength(1);
  });
});
