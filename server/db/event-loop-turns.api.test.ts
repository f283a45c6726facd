import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import type { DatabaseHandle } from "./client.ts";

/**
 * Issue 30, point 3: PGlite answers each statement synchronously, so requests that chain their
 * statements never let the event loop poll for I/O until all of them are done. The app's
 * database client takes a turn of the event loop before each statement.
 */
describe("the embedded database's statements and the event loop", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("lets timers and I/O run between the statements of requests in flight, in transactions too", async () => {
    if (handle.kind !== "pglite") return; // node-postgres waits for the network between statements
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const chain = async () => {
      for (let i = 0; i < 10; i++) await handle.db.execute(sql`select count(*) from generate_series(1, 20000)`);
    };
    const inTransaction = () =>
      handle.db.transaction(async (tx) => {
        for (let i = 0; i < 10; i++) await tx.execute(sql`select count(*) from generate_series(1, 20000)`);
      });
    await Promise.all([chain(), chain()]);
    const between = ticks;
    await inTransaction();
    clearInterval(timer);
    expect(between).toBeGreaterThanOrEqual(5);
    expect(ticks - between).toBeGreaterThanOrEqual(3);
  });
});
