import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrationsFolder } from "#server/db/client.ts";

/** Where the migrated PGlite template is kept during a run: one file per run, so runs side by side never share it. */
const pgliteTemplateFileOf = (runId: string) => path.resolve(`tests/.artifacts/pglite-template-${runId}.tar`);

/** Name of the migrated PostgreSQL template database, per run. */
export function postgresTemplateName(runId: string) {
  return `hronika_test_template_${runId}`;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Vitest global setup of the `api` suite: migrates one template database, which every test file
 * then copies, so tests never share state and never wait for migrations.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const runId = `${process.pid}`;
    const template = postgresTemplateName(runId);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template} TEMPLATE template0 ENCODING 'UTF8'`);
    await admin.end();
    const pool = new pg.Pool({ connectionString: withDatabase(serverUrl, template) });
    await migratePg(drizzlePg(pool), { migrationsFolder });
    await pool.end();
    project.provide("postgresTemplate", template);
    project.provide("pgliteTemplateFile", "");
    return async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${template}`);
      await client.end();
    };
  }

  const pgliteTemplateFile = pgliteTemplateFileOf(`${process.pid}`);
  const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  await mkdir(path.dirname(pgliteTemplateFile), { recursive: true });
  await writeFile(pgliteTemplateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("postgresTemplate", "");
  project.provide("pgliteTemplateFile", pgliteTemplateFile);
  return async () => {
    await rm(pgliteTemplateFile, { force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
    pgliteTemplateFile: string;
  }
}
