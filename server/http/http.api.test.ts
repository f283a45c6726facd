import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#tests/helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the HTTP contract of DESIGN.md §1", () => {
  it("GET /api/health answers 200 ok once the database answers", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("GET /api/health answers 503 unavailable when the database does not answer", async () => {
    const execute = vi.spyOn(t.db, "execute").mockRejectedValueOnce(new Error("connection refused"));
    const res = await t.app.inject({ url: "/api/health" });
    execute.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: "database unavailable", code: "unavailable" });
  });

  it("an unknown API path is a JSON 404 for every method", async () => {
    for (const method of ["GET", "POST", "PUT", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/no-such-thing" });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: "not found", code: "not_found" });
    }
  });

  it("a wrong content type is 415 and an oversized body 413, as JSON errors", async () => {
    const wrongType = await t.app.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      headers: { "content-type": "application/xml" },
      payload: "<login/>",
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toHaveProperty("error");
    const huge = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ username: "x".repeat(2_000_000), password: "y" }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toHaveProperty("error");
  });

  it("every error answer carries a stable code beside its text", async () => {
    const taken = (await t.createStaff()).user.username;
    const cases: [string, InjectOptions, number, string][] = [
      ["no token", { url: "/api/admin/dashboard" }, 401, "unauthorized"],
      [
        "a forged token",
        { url: "/api/admin/dashboard", headers: { authorization: "Bearer not.a.token" } },
        401,
        "invalid_token",
      ],
      ["a bad query value", { url: "/api/articles?page=0" }, 400, "validation"],
      ["a broken escape", { url: "/api/search?q=%E0%A4%A" }, 400, "malformed_url"],
      ["a NUL", { url: "/api/search?q=a%00" }, 400, "unstorable_text"],
      [
        "broken JSON",
        { method: "POST", url: "/api/register", headers: { "content-type": "application/json" }, payload: "{" },
        400,
        "malformed_body",
      ],
      [
        "a wrong content type",
        { method: "POST", url: "/api/register", headers: { "content-type": "application/xml" }, payload: "<x/>" },
        415,
        "unsupported_media_type",
      ],
      [
        "another site's write",
        { method: "POST", url: "/api/articles/1/like", headers: { "sec-fetch-site": "cross-site" } },
        403,
        "cross_site",
      ],
      ["an unknown article", { method: "POST", url: "/api/articles/999999/like" }, 404, "not_found"],
      ["a missing media file", { url: "/media/images/none.webp" }, 404, "not_found"],
      ["a method no route takes", { method: "PATCH", url: "/robots.txt" }, 404, "not_found"],
      [
        "a body over the limit",
        {
          method: "POST",
          url: "/api/register",
          headers: { "content-type": "application/json" },
          payload: JSON.stringify({ username: "x".repeat(2_000_000), password: "y" }),
        },
        413,
        "payload_too_large",
      ],
      [
        "a taken name",
        {
          method: "POST",
          url: "/api/register",
          payload: { username: taken, password: "password-123", name: "Заето Име", email: "zaeto@example.com" },
        },
        409,
        "conflict",
      ],
    ];
    for (const [what, request, status, code] of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, what).toBe(status);
      expect(res.json(), what).toMatchObject({ error: expect.any(String), code });
    }
  });

  it("bad query values are 400 with the failing fields, never 500", async () => {
    for (const query of ["sort=oldest", "page=0", "page=abc", "pageSize=1000", "pageSize=-1"]) {
      const res = await t.app.inject({ url: `/api/articles?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields).toBeDefined();
    }
  });

  it("JSON that is not an object, or nested junk, is 400", async () => {
    for (const payload of [
      "[]",
      '"text"',
      "null",
      "12",
      '{"username":{"$gt":""},"password":{"__proto__":{"admin":true}}}',
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/journalist/auth/login",
        headers: { "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it("sends security headers with a Content-Security-Policy that lets no inline script run", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeDefined();
  });

  it("compresses large JSON answers", async () => {
    const res = await t.app.inject({ url: "/api/docs/json", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("publishes an OpenAPI document generated from the route schemas, and a browsable reference", async () => {
    const doc = (await t.app.inject({ url: "/api/docs/json" })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      "/api/health",
      "/api/admin/auth/login",
      "/api/journalist/auth/login",
      "/api/admin/auth/me",
      "/api/register",
      "/api/articles",
      "/api/categories",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths["/api/admin/auth/login"].post.requestBody).toBeDefined();
    const ui = await t.app.inject({ url: "/api/docs/" });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers["content-type"]).toContain("text/html");
  });
});
