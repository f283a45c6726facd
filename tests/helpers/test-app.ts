import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { Role, UserType } from "#common/roles.ts";
import { buildApp, type AppDeps } from "#server/app.ts";
import { loadConfig, type Config } from "#server/config.ts";
import type { Database, QueryListener } from "#server/db/client.ts";
import { createLocalContentChanges } from "#server/db/content-changes.ts";
import type { UserRow } from "#server/db/schema.ts";
import { openSession } from "#server/modules/auth/sessions.ts";
import { createTokenService, type TokenService } from "#server/modules/auth/tokens.ts";
import { createLocalStorage, type MediaStorage } from "#server/modules/media/storage.ts";
import { createUser } from "#server/modules/users/service.ts";
import { createTestDatabase } from "./test-database.ts";
import { webBuildDir } from "./web-build.ts";

export type TestUser = { user: UserRow; password: string; token: string };

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  config: Config;
  tokens: TokenService;
  media: MediaStorage;
  /** Creates a staff account with a signed token (for the journalist door unless said). */
  createStaff(options?: {
    role?: Role;
    isActive?: boolean;
    username?: string;
    password?: string;
    name?: string;
    userType?: UserType;
  }): Promise<TestUser>;
  /** app.inject with the user's bearer token. */
  injectAs(who: TestUser | string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** The signing secret of every test app, for tests that forge or expire tokens. */
export const testJwtSecret = "test-secret-that-is-long-enough-for-hs256-0123456789";

let counter = 0;

/**
 * The whole server on a fresh database of its own, without a port; with `web`, also the production
 * web app (build/) with its page cache, which tests reach over a real socket after `app.listen`.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  onQuery?: QueryListener,
  options: {
    web?: boolean;
    /** The clock of the page cache and of scheduling. */
    now?: () => number;
    /** Where uploads go: a folder of the test's DATA_DIR unless given (a bucket, tests/helpers/s3.ts). */
    media?: MediaStorage;
    /** The connections alerts are sent over: one that trusts a test's local push service (tests/helpers/push-service.ts). */
    pushAgent?: AppDeps["pushAgent"];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "hronika-test-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  // The durable jobs' runner looks for due jobs every few seconds in every app (decision 0131):
  // its statements are background work, not the request's a test counts.
  const requestQuery: QueryListener | undefined = onQuery
    ? (query) => {
        if (!query.includes("background_jobs")) onQuery(query);
      }
    : undefined;
  const database = await createTestDatabase(requestQuery);
  const tokens = createTokenService(testJwtSecret);
  const media = options.media ?? createLocalStorage(path.join(dataDir, "uploads"));
  const app = await buildApp(
    {
      config,
      db: database.db,
      tokens,
      media,
      changes: createLocalContentChanges(),
      databaseKind: database.kind,
      now: options.now ? () => new Date(options.now!()) : undefined,
      pushAgent: options.pushAgent,
    },
    options.web ? { web: { mode: "production", buildDir: webBuildDir, now: options.now } } : {},
  );
  await app.ready();

  return {
    app,
    db: database.db,
    config,
    tokens,
    media,
    async createStaff(options = {}) {
      const role = options.role ?? "Journalist";
      const password = options.password ?? "correct-horse-battery";
      const user = await createUser(database.db, {
        username: options.username ?? `${role.toLowerCase()}${++counter}`,
        password,
        role,
        isActive: options.isActive ?? true,
        name: options.name ?? `${role} Тестов ${counter}`,
      });
      if (!user) throw new Error("test user already exists");
      const userType = options.userType ?? (role === "Journalist" ? "journalist" : "admin");
      // A session as a sign-in makes it (decision 0133), so "end all others" leaves this token working.
      const token = await openSession(
        { db: database.db, tokens },
        user,
        userType,
        { ip: "127.0.0.1", userAgent: "tests" },
        app.deps.now(),
      );
      return { user, password, token };
    },
    injectAs(who, options) {
      const token = typeof who === "string" ? who : who?.token;
      const headers = { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
