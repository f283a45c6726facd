import type { PGlite, Results } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

const registry = Symbol.for("hronika.prepared-statement-names");

/**
 * Statements that PostgreSQL parses and plans once per connection instead of on every run (issue
 * 24): an article page's two statements took 1.5 ms of the embedded database's CPU, two thirds of
 * it planning (PGlite counts in the server's own process), and 0.5 ms prepared.
 *
 * Drizzle prepares a named statement on node-postgres itself; PGlite's driver drops the name, so
 * the PGlite client handed to drizzle (`preparingClient`) finds it by the statement's text, which
 * `preparedQuery` and `preparedSql` record when they build the statement, and runs it with
 * PREPARE and EXECUTE.
 *
 * Fence (docs/ARCHITECTURE.md, "Clever parts"): a PGlite or drizzle upgrade that passes statement
 * names through, changes the text drizzle builds between runs, or runs the session without
 * standard_conforming_strings breaks this; `prepared-statements.api.test.ts` (values of every
 * kind, quotes and backslashes, a lost session, first uses together) and
 * `tests/hardening/first-use-races.api.test.ts` catch it.
 */

/**
 * The text of every statement built by `preparedQuery` or `preparedSql`, and its name. One map for
 * the process: the web build bundles its own copy of the services its loaders call, whose
 * statements the client (made by this copy) must know too. Fence: if the build stops bundling the
 * services twice this is merely unneeded; if a bundler renames `Symbol.for` keys (it may not), the
 * article page's statements run unprepared and `query-count.api.test.ts` still passes, so the
 * bench's hot article (`npm run bench`) is what shows it.
 */
const namesByText: Map<string, string> = ((globalThis as { [registry]?: Map<string, string> })[registry] ??= new Map());

type Prepared = { execute: (values: Record<string, unknown>) => Promise<unknown> };
const statementsOf = new WeakMap<Database, Map<string, Prepared>>();

/** The statement `name` of this database: built (its text recorded) on first use, then reused. */
function statementOf(db: Database, name: string, build: () => { text: string; prepare: () => Prepared }): Prepared {
  let statements = statementsOf.get(db);
  if (!statements) statementsOf.set(db, (statements = new Map()));
  const existing = statements.get(name);
  if (existing) return existing;
  const { text, prepare } = build();
  const known = namesByText.get(text);
  if (known !== undefined && known !== name) throw new Error(`Statement ${name} has the text of ${known}`);
  namesByText.set(text, name);
  const statement = prepare();
  statements.set(name, statement);
  return statement;
}

/**
 * A query built once per database with `sql.placeholder(...)` for its values, run as the prepared
 * statement `name` (a name per query shape: a second shape needs a second name).
 */
export function preparedQuery<T extends { prepare: (name: string) => Prepared; toSQL: () => { sql: string } }>(
  db: Database,
  name: string,
  build: () => T,
): ReturnType<T["prepare"]> {
  return statementOf(db, name, () => {
    const query = build();
    return { text: query.toSQL().sql, prepare: () => query.prepare(name) };
  }) as ReturnType<T["prepare"]>;
}

const dialect = new PgDialect();

/** Raw SQL with placeholders, run as the prepared statement `name`; answers the driver's `{ rows }`. */
export function preparedSql<Row>(
  db: Database,
  name: string,
  build: () => SQL,
): { execute: (values: Record<string, unknown>) => Promise<{ rows: Row[] }> } {
  return statementOf(db, name, () => {
    const query = dialect.sqlToQuery(build());
    return { text: query.sql, prepare: () => db._.session.prepareQuery(query, undefined, name, false) };
  }) as never;
}

/** SQLSTATE of EXECUTE naming a statement this session does not have. */
const unknownStatement = "26000";
/** SQLSTATE of PREPARE naming a statement the session already has. */
const duplicateStatement = "42P05";

/**
 * A value written into EXECUTE's text: integers, and strings without backslashes or NULs (with
 * standard_conforming_strings, PostgreSQL's default, a quote doubled is the only escape). Anything
 * else runs the statement unprepared.
 */
function literal(value: unknown): string | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) ? String(value) : undefined;
  if (typeof value === "string") return /[\\\0]/.test(value) ? undefined : `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/**
 * The PGlite client drizzle is given: a statement whose text was recorded above is prepared in
 * the session on its first run and executed by name from then on; every other call is PGlite's.
 * (PGlite is one session: a statement prepared once serves every later query. Transactions run on
 * PGlite's own transaction object, unprepared.)
 */
export function preparingClient(client: PGlite): PGlite {
  // One PREPARE in flight per name: the requests that arrive together after a start all wait for
  // the first one's, instead of each sending its own and all but one failing with "already exists"
  // (issue 30: an article page answered 500 to three of four pipelined requests after a restart).
  const prepared = new Map<string, Promise<void>>();
  const prepare = (name: string, text: string, lost?: Promise<void>): Promise<void> => {
    const current = prepared.get(name);
    // Gone from the session: the first caller to find it gone prepares it again, the others wait for that.
    if (current && current !== lost) return current;
    const preparing = client.exec(`prepare ${name} as ${text}`).then(
      () => undefined,
      (error: unknown) => {
        if ((error as { code?: string }).code === duplicateStatement) return;
        if (prepared.get(name) === preparing) prepared.delete(name);
        throw error;
      },
    );
    prepared.set(name, preparing);
    return preparing;
  };
  const query: PGlite["query"] = async (text, params, options) => {
    const name = namesByText.get(text);
    const values = name === undefined ? undefined : (params ?? []).map(literal);
    if (name === undefined || !values || values.some((v) => v === undefined))
      return client.query(text, params, options);
    const execute = `execute ${name}${values.length ? `(${values.join(", ")})` : ""}`;
    const ready = prepare(name, text);
    await ready;
    // EXECUTE with its values in its text runs in one exchange of the simple protocol, a quarter
    // cheaper than the extended protocol's two (parse, then bind and execute).
    const run = async () => (await client.exec(execute, options))[0]! as Results<never>;
    try {
      return await run();
    } catch (error) {
      // Gone from the session (DEALLOCATE, DISCARD): prepared again, once.
      if ((error as { code?: string }).code !== unknownStatement) throw error;
      await prepare(name, text, ready);
      return run();
    }
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value = Reflect.get(target, property, target) as unknown;
      // PGlite's methods use private fields: they must run on PGlite itself, not on the proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
