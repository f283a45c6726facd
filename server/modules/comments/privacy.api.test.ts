import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { queryRows } from "#server/db/client.ts";
import { createLocalContentChanges } from "#server/db/content-changes.ts";
import { auditLogs, commentBlocks, commentReports, comments } from "#server/db/schema.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import { startAddressSweep, sweepReaderAddresses } from "./address-sweep.ts";

/**
 * Issue 22, point 6: readers' addresses are stored only as keyed hashes, used for limits and
 * blocking, removed after 30 days; the audit log keeps the addresses of staff actions only.
 */

let t: TestApp;
let admin: TestUser;
const readerAddress = "203.0.113.58";
const readerCookie = `reader=${"privacy-reader".padEnd(22, "x")}`;
const dayMs = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createStaff({ role: "Admin" });
});
afterAll(() => t.close());

/** Every row of every table of the database, as text. */
async function wholeDatabase(): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      t.db,
      sql`select row_to_json(x)::text as row from ${sql.identifier(name)} x`,
    );
    parts.push(...rows.map((r) => r.row));
  }
  return parts.join("\n");
}

describe("reader addresses", () => {
  it("are stored nowhere in the clear: comments, reports and blocks keep a keyed hash, the audit log the staff's address only", async () => {
    const id = await insertArticle(t.db, { title: "Поверителност" });
    const headers = { cookie: readerCookie };
    const posted = await t.app.inject({
      method: "POST",
      url: `/api/articles/${id}/comments`,
      payload: { username: "Читател", content: "Мнение" },
      headers,
      remoteAddress: readerAddress,
    });
    expect(posted.statusCode).toBe(201);
    const commentId = posted.json().comment.id as number;
    const other = await t.app.inject({
      method: "POST",
      url: `/api/articles/${id}/comments`,
      payload: { username: "Друг", content: "Друго" },
      remoteAddress: "192.0.2.7",
    });
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/comments/${other.json().comment.id}/report`,
          payload: { reason: "spam" },
          headers,
          remoteAddress: readerAddress,
        })
      ).statusCode,
    ).toBe(201);
    const blocked = await t.injectAs(admin, {
      method: "POST",
      url: `/api/admin/comments/${commentId}/block`,
      payload: { duration: "day", scope: "address" },
      remoteAddress: "10.1.2.3",
    });
    expect(blocked.statusCode).toBe(201);
    await t.injectAs(admin, {
      method: "POST",
      url: "/api/admin/comments/decisions",
      payload: { ids: [commentId], decision: "hide" },
      remoteAddress: "10.1.2.3",
    });

    const hash = t.app.readerAddresses.hash(readerAddress);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const [comment] = await t.db.select().from(comments).where(eq(comments.id, commentId));
    expect(comment!.addressHash).toBe(hash);
    const [reportRow] = await t.db
      .select()
      .from(commentReports)
      .where(eq(commentReports.readerId, readerCookie.slice(7)));
    expect(reportRow!.addressHash).toBe(hash);
    const [block] = await t.db.select().from(commentBlocks).where(eq(commentBlocks.commentId, commentId));
    expect(block!.addressHash).toBe(hash);

    const stored = await wholeDatabase();
    expect(stored).not.toContain(readerAddress);
    expect(stored).not.toContain("192.0.2.7");
    const audit = await t.db.select().from(auditLogs).where(eq(auditLogs.entityType, "COMMENT"));
    expect(audit.length).toBeGreaterThanOrEqual(2);
    for (const row of audit) {
      expect(row.ipAddress).toBe("10.1.2.3");
      expect(`${row.details}`).not.toContain(hash);
    }
    // Nothing a reader does is written to the audit log.
    expect(
      (await t.db.select().from(auditLogs)).filter((row) => row.userId === null && row.action !== "LOGIN_FAILED"),
    ).toEqual([]);
  });

  it("are no longer a column of comments (the migration emptied and dropped ip_address)", async () => {
    const columns = await queryRows<{ name: string }>(
      t.db,
      sql`select column_name as name from information_schema.columns where table_name = 'comments'`,
    );
    expect(columns.map((c) => c.name)).not.toContain("ip_address");
    expect(columns.map((c) => c.name)).toContain("address_hash");
  });

  it("are removed 30 days after they were recorded, from comments, reports and blocks", async () => {
    const id = await insertArticle(t.db, { title: "Стари адреси" });
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() - days * dayMs);
    const [old, young] = await t.db
      .insert(comments)
      .values([
        {
          articleId: id,
          authorName: "Стар",
          content: "Х",
          addressHash: "old-hash",
          readerId: "r-old",
          createdAt: at(31),
        },
        {
          articleId: id,
          authorName: "Млад",
          content: "Х",
          addressHash: "young-hash",
          readerId: "r-young",
          createdAt: at(29),
        },
      ])
      .returning({ id: comments.id });
    await t.db.insert(commentReports).values([
      { commentId: young!.id, reason: "spam", readerId: "r-1", addressHash: "old-report", createdAt: at(30.5) },
      { commentId: young!.id, reason: "spam", readerId: "r-2", addressHash: "young-report", createdAt: at(1) },
    ]);
    await t.db.insert(commentBlocks).values([
      {
        authorName: "Стар",
        readerId: "r-old",
        addressHash: "old-hash",
        addressSeenAt: at(31),
        until: null,
        createdAt: at(2),
      },
      {
        authorName: "Млад",
        readerId: "r-young",
        addressHash: "young-hash",
        addressSeenAt: at(29),
        until: null,
        createdAt: at(2),
      },
    ]);

    expect(await sweepReaderAddresses(t.db, now)).toBe(3);
    const hashes = async () => ({
      comments: (await t.db.select({ h: comments.addressHash }).from(comments).where(eq(comments.articleId, id)))
        .map((r) => r.h ?? "-")
        .sort(),
      reports: (
        await t.db
          .select({ h: commentReports.addressHash })
          .from(commentReports)
          .where(eq(commentReports.commentId, young!.id))
      )
        .map((r) => r.h ?? "-")
        .sort(),
      blocks: (
        await t.db
          .select({ h: commentBlocks.addressHash, seen: commentBlocks.addressSeenAt, reader: commentBlocks.readerId })
          .from(commentBlocks)
      )
        .filter((b) => b.reader === "r-old" || b.reader === "r-young")
        .sort((a, b) => a.reader!.localeCompare(b.reader!))
        .map((b) => [b.reader, b.h ?? "-", b.seen === null]),
    });
    expect(await hashes()).toEqual({
      comments: ["-", "young-hash"],
      reports: ["-", "young-report"],
      blocks: [
        ["r-old", "-", true],
        ["r-young", "young-hash", false],
      ],
    });
    // The cookie part of a block and the comment itself stay.
    expect((await t.db.select().from(comments).where(eq(comments.id, old!.id)))[0]).toMatchObject({
      readerId: "r-old",
      content: "Х",
    });
    expect(await sweepReaderAddresses(t.db, now)).toBe(0);

    // The sweep runs on the clock it is given (at start, and again every interval).
    const later = new Date(now.getTime() + 2 * dayMs);
    let swept = -1;
    const sweep = startAddressSweep(t.db, {
      now: () => later,
      intervalMs: 60 * 60_000,
      onSwept: (n) => (swept = n),
      onError: (error) => expect.fail(String(error)),
    });
    await sweep.runNow();
    await sweep.close();
    expect(swept).toBe(2);
    expect(await hashes()).toMatchObject({ comments: ["-", "-"], reports: ["-", "young-report"] });
  });
});

describe("the request log", () => {
  it("names a client by the keyed hash of its address, never the address", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp(
      {
        config: t.config,
        db: database.db,
        tokens: t.tokens,
        media: t.media,
        changes: createLocalContentChanges(),
        databaseKind: database.kind,
      },
      { logger: { level: "info", stream } },
    );
    try {
      // Any route but /api/health, whose requests are not logged (probes every few seconds).
      await app.inject({ url: "/api/categories", remoteAddress: readerAddress });
      const incoming = lines
        .map((line) => JSON.parse(line) as { msg: string; req?: { address?: string } })
        .find((entry) => entry.msg === "incoming request");
      expect(incoming?.req?.address).toBe(app.readerAddresses.hash(readerAddress));
      expect(lines.join("")).not.toContain(readerAddress);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
