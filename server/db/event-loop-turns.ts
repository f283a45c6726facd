import type { PGlite, Transaction } from "@electric-sql/pglite";

/** Resolves after the event loop has polled for I/O (a macrotask, not a microtask). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The statement-running methods of a PGlite session or transaction. */
type Runner = Pick<PGlite, "query" | "exec">;

function wrapRunner<T extends Runner>(runner: T, extra: Partial<Record<PropertyKey, unknown>> = {}): T {
  const query: Runner["query"] = async (...args) => {
    await nextTurn();
    return runner.query(...args);
  };
  const exec: Runner["exec"] = async (...args) => {
    await nextTurn();
    return runner.exec(...args);
  };
  const own: Partial<Record<PropertyKey, unknown>> = { query, exec, ...extra };
  return new Proxy(runner, {
    get(target, property) {
      if (property in own) return own[property];
      const value = Reflect.get(target, property, target) as unknown;
      // PGlite's methods use private fields: they must run on PGlite itself, not on the proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * PGlite runs each statement synchronously on the server's one thread, and hands its result back
 * as a resolved promise: the requests in flight then chain their statements in microtasks, and the
 * event loop does not poll for I/O until every one of them is done. Under a flood of searches
 * nothing else was even read off its socket meanwhile, not the health check, not a page the cache
 * held (issue 30: other requests waited 14–22 s). This client waits for the event loop's next turn
 * before each statement (inside transactions too), so between two statements the server reads
 * new requests, answers cached pages and health checks, and writes finished answers. It costs a
 * few microseconds a statement.
 *
 * Fence (docs/ARCHITECTURE.md, "Clever parts"): a Proxy over PGlite whose methods use private
 * fields; a PGlite upgrade that adds a statement-running method (other than query, exec,
 * transaction) lets it skip the turn, and one that makes statements asynchronous makes this
 * unneeded. `event-loop-turns.api.test.ts` catches the first, as timers stop running between
 * statements.
 */
export function turnTakingClient(client: PGlite): PGlite {
  const transaction: PGlite["transaction"] = async (callback) => {
    await nextTurn();
    return client.transaction((tx) => callback(wrapRunner<Transaction>(tx)));
  };
  return wrapRunner(client, { transaction });
}
