import SwaggerParser from "@apidevtools/swagger-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

/**
 * The OpenAPI document is a product (issue 23, point 7): valid OpenAPI 3.1, and true to every
 * operation: a summary, a tag, its request schemas, and every answer it can give, errors included,
 * each with the one Error schema. Built with the web app, whose pages are no operations.
 */

type Response = { description?: string; content?: Record<string, { schema?: { $ref?: string } }> };
type Operation = {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, Response>;
};
type Document = { openapi: string; tags: { name: string }[]; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
let operations: [string, Operation][];

beforeAll(async () => {
  t = await createTestApp({}, undefined, { web: true });
  doc = (await t.app.inject({ url: "/api/docs/json" })).json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation]),
  );
}, 120_000);
afterAll(() => t.close());

describe("the API document (/api/docs/json)", () => {
  it("is valid OpenAPI 3.1", async () => {
    expect(doc.openapi).toBe("3.1.0");
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it("holds the API's operations and none of the internal routes (pages, the page's form, catch-alls)", () => {
    const paths = Object.keys(doc.paths);
    // Feeds at the root, and an author's or a category's feed beside its page (issue 21).
    expect(
      paths.filter(
        (path) =>
          path.includes("*") || path === "/" || !/^\/(api\/|([a-z]+\/\{\w+\}\/)?[a-z-]+\.(xml|txt)$)/.test(path),
      ),
    ).toEqual([]);
    expect(paths).not.toContain("/article/{articleId}");
    expect(paths).not.toContain("/article/{articleId}/comments/{commentId}");
    expect(paths).not.toContain("/author/{username}");
    expect(paths).not.toContain("/tag/{slug}");
    // 50, issue 20's ten (scheduling for journalist and admin, the autosave, the history and
    // restore), issue 22's nine (comment pages, own held comments, reports; decisions, blocks
    // and settings), issue 21's six (authors, the publisher's pages), a thread's replies (issue 30)
    // and issue 29's two (one's own profile and picture); issue 32's eight (a tag's page and feed,
    // the builder's suggestions, the admin's list, rename, merge and delete; the staff to choose
    // co-authors from); issue 33's three (the admin's redirects: list, add, delete); issue 34's two
    // (the failed background jobs, and trying one again) and four of its media library (the list,
    // one picture's details, their change, and deleting an unused one); issue 35's ten (the second
    // sign-in step at both doors; one's own status, set-up, confirmation, turning off and new
    // backup codes; the Owner's requirement read and set, and reset of an account) and three of its
    // signed-in devices (the list, ending one, ending all others), and eleven of its review before
    // publishing (the Owner's choice read and set; the queue, one review, a note, approving and
    // returning; the writer's view of the choice, sending, reading the review and answering it);
    // issue 37's eight of live coverage (the readers' coverage and its updates; the desk, start,
    // end, and an entry's posting, change and deletion) and five of its alerts (the VAPID key, a
    // subscription kept and ended; the desk's alerts of an article, and sending one).
    expect(operations.length).toBe(134);
  });

  it("gives every operation a summary, a declared tag, and at least a success and an error", () => {
    const tags = doc.tags.map((tag) => tag.name);
    const failures: string[] = [];
    for (const [name, op] of operations) {
      if (!op.summary) failures.push(`${name}: no summary`);
      if (!op.tags?.length || !op.tags.every((tag) => tags.includes(tag))) failures.push(`${name}: tags ${op.tags}`);
      const statuses = Object.keys(op.responses);
      if (!statuses.some((s) => s.startsWith("2"))) failures.push(`${name}: no success response`);
      if (!statuses.some((s) => Number(s) >= 400)) failures.push(`${name}: no error response`);
    }
    expect(failures).toEqual([]);
    const counts = operations.map(([, op]) => Object.keys(op.responses).length);
    const summarized = operations.filter(([, op]) => op.summary).length;
    console.log(
      `API document: ${operations.length} operations, ${summarized} with a summary, ${counts.filter((n) => n >= 2).length} with ≥ 2 responses (${Math.min(...counts)}–${Math.max(...counts)} each)`,
    );
  });

  it("documents every error an operation can give, each with the Error schema", () => {
    const failures: string[] = [];
    for (const [name, op] of operations) {
      const [method, path] = name.split(" ") as [string, string];
      const statuses = Object.keys(op.responses).map(Number);
      const want = [500];
      if (path.startsWith("/api/")) want.push(400); // broken escapes and unstorable text, on every API route
      if (method !== "GET") want.push(408, 413, 415); // a body: too slow, too large, not JSON
      if (op.security?.length) want.push(401, 403);
      // An unknown id is 404, except where the answer is a fact about the reader (GET …/liked: not
      // liked; GET …/own-comments: none of theirs waits for review).
      if (/\{(id|articleId)\}/.test(path) && !path.endsWith("/liked") && !path.endsWith("/own-comments"))
        want.push(404);
      const missing = want.filter((s) => !statuses.includes(s));
      if (missing.length) failures.push(`${name}: missing ${missing.join(", ")}`);
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) < 400) continue;
        if (response.content?.["application/json"]?.schema?.$ref !== "#/components/schemas/Error")
          failures.push(`${name} ${status}: not the Error schema`);
        if (!response.description) failures.push(`${name} ${status}: no description`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("documents each operation's request: path parameters, and a body wherever one is read", () => {
    const failures: string[] = [];
    for (const [name, op] of operations) {
      const path = name.split(" ")[1]!;
      for (const param of path.match(/\{(\w+)\}/g) ?? []) {
        if (!op.parameters?.some((p) => p.in === "path" && `{${p.name}}` === param))
          failures.push(`${name}: path parameter ${param} undeclared`);
      }
    }
    const withBody = operations
      .filter(([, op]) => op.requestBody)
      .map(([name, op]) => `${name} ${Object.keys(op.requestBody!.content).join()}`);
    expect(failures).toEqual([]);
    expect(withBody).toEqual(
      expect.arrayContaining([
        "POST /api/admin/auth/login application/json",
        "POST /api/articles/{articleId}/comments application/json",
        "POST /api/journalist/articles application/json",
        "POST /api/upload-media multipart/form-data",
        "POST /api/admin/journalist-profile-picture multipart/form-data",
      ]),
    );
  });
});

describe("the API document under Redocly's recommended rules", () => {
  it("gives no error or warning: every operation has an operationId, public ones say `security: []`, servers set", async () => {
    const { createConfig, lintFromString } = await import("@redocly/openapi-core");
    const config = await createConfig({
      extends: ["recommended"],
      rules: {
        // Warnings turned off, each for a reason: the API is the newsroom's, under no public licence;
        // the test server's address is localhost; SPEC.md §7 fixes `/api/articles/featured/{kind}`
        // beside `/api/articles/{articleId}/…` (the router takes the fixed word first); the feeds and
        // robots.txt have no 4xx of their own; zod's provider emits an input twin of every schema.
        "info-license": "off",
        "no-server-example.com": "off",
        "no-ambiguous-paths": "off",
        "operation-4xx-response": "off",
        "no-unused-components": "off",
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: "/api/docs/json", config });
    const found = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ""})`);
    expect(found).toEqual([]);
    expect(new Set(operations.map(([, op]) => (op as { operationId?: string }).operationId)).size).toBe(
      operations.length,
    );
  });
});
