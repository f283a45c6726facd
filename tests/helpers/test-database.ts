import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle, type QueryListener } from "#server/db/client.ts";
import { withDatabase } from "./database-template.ts";

/**
 * A fresh, migrated database of its own for one test file: in-memory PGlite from the template,
 * or (TEST_DATABASE_URL) a new PostgreSQL database copied from the template and dropped on close.
 */
export async function createTestDatabase(onQuery?: QueryListener): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (serverUrl && template) {
    const name = `hronika_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const handle = await openDatabase({ url: withDatabase(serverUrl, name) }, onQuery);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        await client.end();
      },
    };
  }
  const dump = await readFile(inject("pgliteTemplateFile"));
  return openDatabase({ loadDataDir: new Blob([dump]) }, onQuery);
}
