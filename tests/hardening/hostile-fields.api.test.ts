import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverErrors } from "#common/messages/server-errors.ts";
import { ensureCategories } from "#server/modules/categories/service.ts";
import { insertArticle } from "#tests/helpers/articles.ts";
import { createTestApp, type TestApp, type TestUser } from "#tests/helpers/test-app.ts";
import {
  apiRouteTable,
  documentedRoutes,
  form,
  testPng,
  type RouteEntry,
  type RouteRequest,
} from "./api-route-table.ts";
import { tableFingerprint } from "./table-fingerprint.ts";

/**
 * Hostile values in every field of every route, generated from the server's OpenAPI document
 * (issue 17): each path parameter, query parameter and JSON body field of each operation, starting
 * from a request that would succeed (api-route-table.ts), gets NUL characters, lone surrogates,
 * malformed percent escapes, 1 MB strings, deep nesting and wrong types. Every one must be refused
 * with a 4xx and an error text in under 10 s; text the database can't store with the text rule's
 * 400; and no table may change.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
type Variant = { label: string; request: RouteRequest; unstorable?: boolean };

const unstorableStrings: [string, string][] = [
  ["NUL", "\u0000"],
  ["NUL inside text", "Текст\u0000текст"],
  ["lone high surrogate", "\ud800"],
  ["lone low surrogate", "x\udc00y"],
];
/** Raw, as they would arrive in a URL: a NUL, a NUL inside a value, UTF-8 of a lone surrogate, broken escapes. */
const hostileUrlValues: [string, string, boolean][] = [
  ["%00", "%00", true],
  ["NUL inside", "1%00", true],
  ["UTF-8 of a surrogate", "%ED%A0%80", false],
  ["malformed escape", "%E0%A4%A", false],
  ["lone percent", "%", false],
  ["1 MB", "x".repeat(1_000_000), false],
];
const deepNesting = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

let t: TestApp;
let owner: TestUser;
let writer: TestUser;
let routes: Record<string, RouteEntry>;
let operations: Record<string, Operation>;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATION: "open" });
  await ensureCategories(t.db, ["Политика", "Спорт"]);
  owner = await t.createStaff({ role: "Owner", username: "the.owner" });
  writer = await t.createStaff({ username: "writer" });
  const publishedId = await insertArticle(t.db, { title: "Статия", authorId: writer.user.id });
  routes = apiRouteTable({ t, writer, owner, publishedId });
  const doc = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }).swagger();
  operations = Object.fromEntries(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op]),
    ),
  );
}, 120_000);
afterAll(() => t.close());

/** The one non-null branch of a schema (zod's nullable and optional become anyOf with null). */
function concrete(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  return concrete(branches.find((b) => b.type !== "null") ?? branches[0]!);
}
function types(schema: JsonSchema): string[] {
  const all = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) =>
    s.type === undefined ? [] : [s.type].flat(),
  );
  return [...new Set(all)];
}

/** Every leaf field of a body schema, as a path (arrays by their first item), with its schema. */
function leaves(
  schema: JsonSchema,
  path: (string | number)[] = [],
): { path: (string | number)[]; schema: JsonSchema }[] {
  const s = concrete(schema);
  if (s.properties) return Object.entries(s.properties).flatMap(([key, child]) => leaves(child, [...path, key]));
  if (s.type === "array" && s.items) return [{ path, schema }, ...leaves(s.items, [...path, 0])];
  return [{ path, schema }];
}

/** A copy of `body` with `value` at `path`, making the objects and arrays on the way. */
function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(body) ? [...(body as unknown[])] : [];
    list[head] = withValue(list[head] ?? {}, rest, value);
    return list;
  }
  const object =
    body && typeof body === "object" && !Array.isArray(body) ? { ...(body as Record<string, unknown>) } : {};
  object[head!] = withValue(object[head!], rest, value);
  return object;
}

/** Values of the wrong type for a field of the given schema, and deep nesting. */
function wrongValues(schema: JsonSchema): [string, unknown][] {
  const allowed = types(schema);
  if (allowed.length === 0) return []; // any value is allowed (z.unknown())
  const candidates: [string, string, unknown][] = [
    ["null", "null", null],
    ["number", "number", 12345],
    ["boolean", "boolean", true],
    ["array", "array", []],
    ["object", "object", { nested: { deeper: {} } }],
    ["string", "string", "текст"],
  ];
  const isEnum = Boolean(concrete(schema).enum);
  const wrong: [string, unknown][] = candidates
    .filter(
      ([type]) =>
        !allowed.includes(type) &&
        !(type === "number" && allowed.includes("integer")) &&
        !(type === "string" && !isEnum && allowed.includes("string")),
    )
    .map(([label, , value]) => [label, value]);
  if (allowed.includes("integer")) wrong.push(["fraction", 1.5], ["huge", 1e300]);
  wrong.push(["deep nesting", deepNesting(3000)]);
  return wrong;
}

function variantsOf(route: string, base: RouteRequest): Variant[] {
  const operation = operations[route] ?? {};
  const url = new URL(String(base.url), "http://x");
  const out: Variant[] = [];
  const routePath = route.split(" ")[1]!;

  // Path parameters: the segment of the base URL where the document has {name}.
  routePath.split("/").forEach((segment, i) => {
    if (!segment.startsWith("{")) return;
    for (const [label, raw, unstorable] of hostileUrlValues) {
      const parts = url.pathname.split("/");
      parts[i] = raw;
      out.push({
        label: `path ${segment} ${label}`,
        request: { ...base, url: parts.join("/") + url.search },
        unstorable,
      });
    }
  });

  // Query parameters: each declared one, with the others as in the base request.
  for (const param of (operation.parameters ?? []).filter((p) => p.in === "query")) {
    const query = (raw: string) => {
      const others = [...url.searchParams]
        .filter(([k]) => k !== param.name)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
      return [...others, raw].join("&");
    };
    for (const [label, raw, unstorable] of hostileUrlValues) {
      out.push({
        label: `query ${param.name} ${label}`,
        request: { ...base, url: `${url.pathname}?${query(`${param.name}=${raw}`)}` },
        unstorable,
      });
    }
    out.push({
      label: `query ${param.name} twice`,
      request: { ...base, url: `${url.pathname}?${query(`${param.name}=a&${param.name}=b`)}` },
    });
  }

  // JSON body fields.
  const bodySchema = operation.requestBody?.content["application/json"]?.schema;
  if (bodySchema && base.payload !== undefined && !(base.payload instanceof FormData)) {
    for (const leaf of leaves(bodySchema)) {
      const name = leaf.path.join(".") || "body";
      const set = (value: unknown) => ({
        ...base,
        payload: JSON.stringify(withValue(base.payload, leaf.path, value)),
        headers: { ...base.headers, "content-type": "application/json" },
      });
      if (types(leaf.schema).includes("string")) {
        for (const [label, value] of unstorableStrings)
          out.push({ label: `${name} ${label}`, request: set(value), unstorable: true });
        out.push({ label: `${name} 1 MB`, request: set("ж".repeat(500_000)) });
      }
      for (const [label, value] of wrongValues(leaf.schema))
        out.push({ label: `${name} ${label}`, request: set(value) });
    }
  }

  // Multipart fields and file names.
  if (base.payload instanceof FormData) {
    const fields = [...base.payload.entries()].filter(([, v]) => typeof v === "string") as [string, string][];
    const multipart = async (change: { field?: string; value?: string; filename?: string }) => {
      const values = Object.fromEntries(fields);
      if (change.field) values[change.field] = change.value!;
      const body = form(values);
      body.append("file", new Blob([new Uint8Array(await testPng())]), change.filename ?? "picture.png");
      return body;
    };
    for (const [field] of [...fields, ["type", ""]]) {
      out.push({
        label: `multipart ${field} NUL`,
        request: { ...base, payload: multipart({ field, value: "1\u0000" }) as unknown as FormData },
        unstorable: true,
      });
    }
    out.push({
      label: "multipart file name NUL",
      request: { ...base, payload: multipart({ filename: "a\u0000.png" }) as unknown as FormData },
      unstorable: true,
    });
  }
  return out;
}

describe("hostile values in every field of every route (generated from the OpenAPI document)", () => {
  it("refuses each with a 4xx in under 10 s, and text the database can't store with the text rule's 400", async () => {
    const listed = documentedRoutes(t);
    expect(listed.filter((route) => !routes[route])).toEqual([]);

    // The base requests first: some create what they act on (an article, a category).
    const bases: [string, RouteEntry, RouteRequest][] = [];
    for (const route of listed) bases.push([route, routes[route]!, await routes[route]!.request()]);
    const before = await tableFingerprint(t.db);

    const failures: string[] = [];
    let tried = 0;
    let slowest = 0;
    for (const [route, entry, base] of bases) {
      const method = route.split(" ")[0] as InjectOptions["method"];
      const who =
        entry.access === "public" ? null : entry.access === "own" || entry.access === "author" ? writer : owner;
      for (const variant of variantsOf(route, base)) {
        const payload =
          variant.request.payload instanceof Promise ? await variant.request.payload : variant.request.payload;
        const started = performance.now();
        const res = await Promise.race([
          t.injectAs(who, {
            ...variant.request,
            payload,
            method,
            remoteAddress: `203.0.113.${tried % 250}`,
          } as InjectOptions),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000).unref()),
        ]).catch((error: Error) => error);
        slowest = Math.max(slowest, performance.now() - started);
        tried++;
        const label = `${route} [${variant.label}]`;
        if (res === null || res instanceof Error) {
          failures.push(`${label}: ${res === null ? "no answer in 10 s" : res.message}`);
          continue;
        }
        const answer = res as LightMyRequestResponse;
        const error = (() => {
          try {
            return (answer.json() as { error?: unknown }).error;
          } catch {
            return undefined;
          }
        })();
        if (answer.statusCode < 400 || answer.statusCode >= 500 || typeof error !== "string") {
          failures.push(`${label}: ${answer.statusCode} ${answer.body.slice(0, 100)}`);
        } else if (variant.unstorable && answer.statusCode !== 400) {
          failures.push(`${label}: ${answer.statusCode} (want 400) ${answer.body.slice(0, 100)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tried).toBeGreaterThan(800);
    expect(await tableFingerprint(t.db)).toBe(before);
    expect((await t.app.inject({ url: "/api/health" })).statusCode).toBe(200);
    console.log(
      `hostile fields: ${tried} requests over ${bases.length} routes, all refused with a 4xx; slowest ${slowest.toFixed(0)} ms`,
    );
  }, 600_000);

  it("refuses NUL at the text rule itself, before the schema (the message names the field)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/search?q=%D1%81%00" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: serverErrors.unstorableText,
      code: "unstorable_text",
      fields: { q: serverErrors.unstorableText },
    });
    const comment = await t.app.inject({
      method: "POST",
      url: `/api/articles/1/comments`,
      payload: { username: "Иван", content: "a\ud800b" },
    });
    expect(comment.json()).toEqual({
      error: serverErrors.unstorableText,
      code: "unstorable_text",
      fields: { content: serverErrors.unstorableText },
    });
  });
});
