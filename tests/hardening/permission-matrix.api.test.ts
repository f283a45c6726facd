import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, testJwtSecret, type TestApp } from "#tests/helpers/test-app.ts";
import { apiRouteTable, documentedRoutes, type RouteAccess, type RouteEntry } from "./api-route-table.ts";

/**
 * Every API route (read from the server's own OpenAPI route table, so a new route without an
 * entry in api-route-table.ts fails) against every kind of caller, each cell asserted (issue 6,
 * point 1).
 */

const principals = [
  "anonymous",
  "garbage",
  "expired",
  "deleted",
  "deactivated",
  "journalist",
  "coauthor",
  "other",
  "editor",
  "admin",
  "owner",
] as const;
type Principal = (typeof principals)[number];

let t: TestApp;
const token: Partial<Record<Principal, string>> = {};
let routes: Record<string, RouteEntry>;

function expected(access: RouteAccess, ok: number, who: Principal): number {
  if (access === "public") return ok;
  if (who === "anonymous" || who === "garbage" || who === "expired" || who === "deleted") return 401;
  if (who === "deactivated") return 403;
  if (access === "staff") return ok;
  // A co-author, and an Editor, reach the article as its author does, but don't delete it
  // (decisions 0121, 0134).
  if (access === "own") return who === "journalist" || who === "coauthor" || who === "editor" ? ok : 404;
  if (access === "author") return who === "journalist" ? ok : who === "coauthor" || who === "editor" ? 403 : 404;
  if (access === "inReview") return who === "other" ? 404 : ok;
  // An article's live coverage: its writers and Editors, and the administrators (decision 0140).
  if (access === "ownOrAdmin") return who === "other" ? 404 : ok;
  if (access === "editorial") return who === "editor" || who === "admin" || who === "owner" ? ok : 403;
  if (access === "admin") return who === "admin" || who === "owner" ? ok : 403;
  return who === "owner" ? ok : 403;
}

beforeAll(async () => {
  t = await createTestApp({ REGISTRATION: "open" });
  await ensureCategories(t.db, ["Политика"]);
  const writer = await t.createStaff({ username: "writer" });
  const ownerUser = await t.createStaff({ role: "Owner", username: "the.owner" });
  token.journalist = writer.token;
  token.other = (await t.createStaff({ username: "other.writer" })).token;
  const coWriter = await t.createStaff({ username: "co.writer" });
  token.coauthor = coWriter.token;
  token.editor = (await t.createStaff({ role: "Editor", username: "an.editor" })).token;
  token.admin = (await t.createStaff({ role: "Admin", username: "an.admin" })).token;
  token.owner = ownerUser.token;
  token.garbage = "not.a.token";
  const inactive = await t.createStaff({ username: "inactive.writer", isActive: false });
  token.deactivated = inactive.token;
  const removed = await t.createStaff({ username: "removed.writer" });
  token.deleted = removed.token;
  await t.db.delete(users).where(eq(users.id, removed.user.id));
  const past = Math.floor(Date.now() / 1000) - 3600;
  token.expired = await new SignJWT({ typ: "admin" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(ownerUser.user.id))
    .setIssuer("hronika")
    .setIssuedAt(past - 60)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(testJwtSecret));
  const publishedId = await insertArticle(t.db, { title: "Публикувана", authorId: writer.user.id });
  routes = apiRouteTable({ t, writer, owner: ownerUser, publishedId, coAuthor: coWriter });
}, 60_000);
afterAll(() => t.close());

describe("permission matrix", () => {
  it("has an entry for every route of the API", () => {
    const listed = documentedRoutes(t);
    expect(listed.filter((route) => !routes[route])).toEqual([]);
    expect(Object.keys(routes).filter((route) => !listed.includes(route))).toEqual([]);
  });

  // One test per principal, each with its own budget: the whole matrix is over 1 300 requests,
  // which a busy two-core machine running the browser suites beside took over two minutes to answer.
  it.each(principals)(
    "answers %s on every route as the table says",
    async (who) => {
      const failures: string[] = [];
      let cells = 0;
      for (const [route, entry] of Object.entries(routes)) {
        const method = route.split(" ")[0] as InjectOptions["method"];
        const request = await entry.request();
        const headers = {
          ...(request.headers ?? {}),
          ...(token[who] ? { authorization: `Bearer ${token[who]}` } : {}),
        };
        const res = await t.app.inject({ ...request, method, headers });
        const want = expected(entry.access, entry.ok, who);
        cells++;
        if (res.statusCode !== want)
          failures.push(`${route} as ${who}: ${res.statusCode} (want ${want}) ${res.body.slice(0, 120)}`);
      }
      expect(failures).toEqual([]);
      expect(cells).toBe(Object.keys(routes).length);
    },
    120_000,
  );
});
