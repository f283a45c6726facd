import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogs } from "#server/db/schema.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";

/**
 * The audit CSV is data in every spreadsheet (issue 30, point 10): every field quoted, and no cell
 * a spreadsheet could cut out of a line starts a formula, whatever list separator it uses (the
 * Bulgarian default is ";"); its times are Bulgarian time with their offset (issue 29, point 9).
 * On the code before, a username `x;=cmd|' /C calc'!A0` was written unquoted and ran.
 */

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createStaff({ role: "Owner", username: "csvowner" });
}, 60_000);
afterAll(() => t.close());

/** Cells as a spreadsheet reads a line with `separator`: a quote opens a field only at its start, and text after its closing quote is kept. */
function spreadsheetCells(text: string, separator: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i < text.length) {
    let cell = "";
    if (text[i] === '"') {
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) {
          cell += text.slice(i);
          i = text.length;
          break;
        }
        cell += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        cell += '"';
        i++;
      }
    }
    while (i < text.length && text[i] !== separator && text[i] !== "\n" && !text.startsWith("\r\n", i))
      cell += text[i++];
    cells.push(cell);
    if (text[i] === separator) i++;
    else if (text.startsWith("\r\n", i)) i += 2;
    else if (text[i] === "\n") i++;
  }
  return cells;
}

const hostile = [
  "x;=cmd|' /C calc'!A0",
  '=HYPERLINK("http://example.com")',
  "a,=1+1",
  "b\t=2+2",
  'c";=3+3',
  'd"";=4+4',
  "+5+5",
  "-6+6",
  "@SUM(A1)",
  "e|=7+7",
  "f\r\n=8+8",
  "g;;@9",
  "h; =10",
];

describe("the audit CSV", () => {
  it("quotes every field and starts no cell with a formula, whatever the separator", async () => {
    // Through the real path: failed sign-ins record the name typed.
    for (const username of hostile.slice(0, 3)) {
      await t.app.inject({
        method: "POST",
        url: "/api/admin/auth/login",
        payload: { username, password: "wrong-password" },
        remoteAddress: "198.51.100.60",
      });
    }
    await t.db.insert(auditLogs).values(
      hostile.map((text) => ({
        userId: null,
        username: text,
        action: "UPDATE" as const,
        entityType: "ADMIN" as const,
        entityId: text,
        details: text,
        ipAddress: text,
      })),
    );

    const res = await t.injectAs(owner, { url: "/api/admin/audit-logs/export.csv" });
    expect(res.statusCode).toBe(200);
    const text = res.body.replace(/^\uFEFF/, "");
    // Every field quoted (RFC 4180): each record is "…","…",… .
    expect(text.startsWith('"Timestamp","User","Action","Entity Type","Entity ID","Details","IP Address"\r\n')).toBe(
      true,
    );
    for (const username of hostile.slice(0, 3))
      expect(text).toContain(
        `"${username
          .replace(/^([=+\-@])/, "'$1")
          .replace(/([;,|])=/g, "$1'=")
          .replaceAll('"', '""')}"`,
      );

    for (const separator of [",", ";", "\t", "|"]) {
      const cells = spreadsheetCells(text, separator);
      if (separator === ",") expect(cells.length).toBeGreaterThan(hostile.length * 7);
      for (const cell of cells)
        expect(cell, `separator ${JSON.stringify(separator)}: ${JSON.stringify(cell)}`).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it("writes its times in Bulgarian time with the offset, summer and winter", async () => {
    await t.db.insert(auditLogs).values([
      {
        userId: null,
        username: "summer",
        action: "UPDATE",
        entityType: "ADMIN",
        details: "лято",
        createdAt: new Date("2026-07-01T12:00:05Z"),
      },
      {
        userId: null,
        username: "winter",
        action: "UPDATE",
        entityType: "ADMIN",
        details: "зима",
        createdAt: new Date("2026-11-25T22:30:00Z"),
      },
    ]);
    const text = (await t.injectAs(owner, { url: "/api/admin/audit-logs/export.csv?entity_type=ADMIN" })).body;
    expect(text).toContain('"2026-07-01 15:00:05 +03:00","summer"');
    // After 22:00 UTC it is the next day in Sofia.
    expect(text).toContain('"2026-11-26 00:30:00 +02:00","winter"');
  });
});
