import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { queryRows, type DatabaseHandle } from "./client.ts";
import { preparedQuery, preparedSql } from "./prepared-statements.ts";
import { categories } from "./schema.ts";

describe("prepared statements (issue 24)", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    // Values that a statement's text must carry exactly: a quote, a backslash (run unprepared), Cyrillic.
    const names = ["Д'Артанян", "наклонена \\ черта", "Обикновена"];
    await handle.db.insert(categories).values(names.map((name, i) => ({ name, position: 100 + i })));
  });
  afterAll(() => handle.close());

  const byName = (name: string) =>
    preparedQuery(handle.db, "test_category_by_name", () =>
      handle.db
        .select({ name: categories.name, position: categories.position })
        .from(categories)
        .where(eq(categories.name, sql.placeholder("name"))),
    ).execute({ name });
  const plain = (name: string) =>
    handle.db
      .select({ name: categories.name, position: categories.position })
      .from(categories)
      .where(eq(categories.name, name));
  const preparedNames = async () =>
    (await queryRows<{ name: string }>(handle.db, sql`select name from pg_prepared_statements`)).map((r) => r.name);

  it("answers as the statement run unprepared, whatever text its values hold", async () => {
    for (const name of ["Д'Артанян", "наклонена \\ черта", "Обикновена", "'; drop table categories; --", "липсваща"]) {
      expect(await byName(name), name).toEqual(await plain(name));
    }
    expect(await byName("Д'Артанян")).toEqual([{ name: "Д'Артанян", position: 100 }]);
    // PGlite is one session, in which it stays prepared; node-postgres prepares it on each pooled connection.
    if (handle.kind === "pglite") expect(await preparedNames()).toContain("test_category_by_name");
  });

  // PGlite's own bookkeeping; node-postgres keeps its per connection, and the app never deallocates.
  it("prepares a statement again when the embedded database's session has lost it", async () => {
    if (handle.kind !== "pglite") return;
    await byName("Обикновена");
    await handle.db.execute(sql`deallocate all`);
    expect(await byName("Обикновена")).toEqual([{ name: "Обикновена", position: 102 }]);
  });

  // Issue 30, point 4: each of the first uses used to send its own PREPARE, and all but one failed.
  it("prepares a statement once when its first uses arrive together, and again together after the session lost it", async () => {
    const together = () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          preparedQuery(handle.db, "test_category_together", () =>
            handle.db
              .select({ name: categories.name })
              .from(categories)
              .where(eq(categories.position, sql.placeholder("position"))),
          ).execute({ position: 100 + (i % 3) }),
        ),
      );
    expect((await together()).map((rows) => rows.length)).toEqual(Array(20).fill(1));
    if (handle.kind !== "pglite") return;
    await handle.db.execute(sql`deallocate all`);
    expect((await together()).map((rows) => rows.length)).toEqual(Array(20).fill(1));
    expect(await preparedNames()).toContain("test_category_together");
  });

  it("runs raw SQL prepared too, with its rows as the driver answers them", async () => {
    const statement = preparedSql<{ name: string }>(
      handle.db,
      "test_categories_from",
      () => sql`select name from ${categories} where position >= ${sql.placeholder("from")} order by position`,
    );
    expect((await statement.execute({ from: 101 })).rows).toEqual([
      { name: "наклонена \\ черта" },
      { name: "Обикновена" },
    ]);
    expect((await statement.execute({ from: 102 })).rows).toEqual([{ name: "Обикновена" }]);
  });
});
