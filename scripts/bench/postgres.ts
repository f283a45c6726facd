import { randomBytes } from "node:crypto";
import pg from "pg";

/** The same server URL with another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates a new, empty UTF-8 database for one run on the server of `serverUrl`; `drop` removes it,
 * `busy` says whether a query is still running in it.
 */
export async function createRunDatabase(
  serverUrl: string,
): Promise<{ url: string; name: string; drop: () => Promise<void>; busy: () => Promise<boolean> }> {
  const name = `hronika_bench_${randomBytes(5).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`));
  return {
    name,
    url: withDatabase(serverUrl, name),
    busy: () =>
      withClient(serverUrl, async (client) => {
        const { rows } = await client.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()",
          [name],
        );
        return (rows[0]?.n ?? 0) > 0;
      }),
    drop: async () => {
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** `PostgreSQL 15.x` from the server's own `version()`. */
export async function postgresVersion(url: string): Promise<string> {
  const { rows } = await withClient(url, (client) => client.query<{ version: string }>("select version()"));
  return /^PostgreSQL [\d.]+/.exec(rows[0]?.version ?? "")?.[0] ?? rows[0]?.version ?? "PostgreSQL";
}
