import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorCodes } from "#common/error-codes.ts";
import { editConflictSchema } from "#common/schemas/revisions.ts";

declare module "fastify" {
  interface FastifySchema {
    /**
     * The fields of a multipart body, which the route reads itself (server/http/multipart.ts), not
     * through a schema: for the OpenAPI document only (documentTransform).
     */
    multipartBody?: z.ZodType;
  }
}

/**
 * The error answer of every route (DESIGN.md §1, docs/decisions/0062): one component of the
 * OpenAPI document (`Error`), which every error response refers to.
 */
export const errorSchema = z
  .object({
    error: z
      .string()
      .describe("What went wrong, for people: Bulgarian, or an English text that the screens translate (SPEC.md §8)"),
    code: z.enum(errorCodes).describe("What went wrong, for programs: stable (common/error-codes.ts)"),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe("The failing fields of a 400 and what is wrong with each, by path (`sections.3.content`)"),
    conflict: editConflictSchema
      .optional()
      .describe(
        "edit_conflict: where the article stands now, who saved it last, and the newest change of its status since the version sent",
      ),
  })
  .meta({ id: "Error" });

/** What each error status means on every route that answers it (the document's response descriptions). */
const errorMeanings: Record<number, string> = {
  400: "Invalid input: a broken address, text with a NUL or lone surrogate, or a value that breaks a rule",
  401: "No bearer token, or one that is invalid, expired or void",
  403: "Not allowed: the role, a deactivated account, or a write sent by another site",
  404: "Not found",
  408: "The request body stopped arriving",
  409: "Conflict: the name is taken, or (code edit_conflict) the article was saved by someone else since the version sent",
  413: "Too large",
  415: "Unsupported media type",
  429: "Too many requests: Retry-After says when to try again",
  500: "Unexpected error (logged, not described)",
  503: "The database does not answer",
};

type ErrorResponse = { description: string; content: { "application/json": { schema: typeof errorSchema } } };

/** The error response of a status: its meaning, and the Error schema. */
const errorResponse = (status: number): ErrorResponse => ({
  description: errorMeanings[status] ?? "Error",
  content: { "application/json": { schema: errorSchema } },
});

/** Responses for the error statuses a route can answer, beyond the common ones (registerCommonErrors). */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, errorResponse(s)])) as { [K in S[number]]: ErrorResponse };
}

/** A positive integer id in a path, e.g. /articles/{articleId}: digits only (not " 1", "1e3" or "0x1"). */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));

/** `/…/{id}` */
export const idParams = z.object({ id: idParam });
/** `/articles/{articleId}/…` */
export const articleParams = z.object({ articleId: idParam });

/** The document's part of a route that needs a bearer token: its area's tag, the bearer, a summary. */
export function bearerOperation<T extends object>(tag: "admin" | "journalist" | "auth", summary: string, rest: T) {
  return { tags: [tag], security: [{ bearer: [] }], summary, ...rest };
}
/** A back-office route's (SPEC.md §7 Admin). */
export const adminOperation = <T extends object>(summary: string, rest: T) => bearerOperation("admin", summary, rest);
/** A journalist workspace route's (SPEC.md §7 Journalist). */
export const journalistOperation = <T extends object>(summary: string, rest: T) =>
  bearerOperation("journalist", summary, rest);

/** Who does what, for the audit log: the user a guard let through, and their address. */
export function actorOf(request: FastifyRequest) {
  if (!request.user) throw new Error(`${request.routeOptions.url}: no signed-in user (a guard is missing)`);
  return { user: request.user, ipAddress: request.ip };
}

const bodyless = new Set(["GET", "HEAD"]);

/**
 * Adds to each route's responses the errors that the shared plumbing answers, whatever the route
 * does, so that the OpenAPI document lists every answer a route can give and each is serialized as
 * the Error schema:
 * - 500 on every route (the error handler, errors.ts);
 * - 400 under /api: a broken address or unstorable text (the text boundary, text-boundary.ts);
 * - 408, 413 and 415 on every method that takes a body (request-body.ts; Fastify's body limit and
 *   content-type parsers), whether or not the route reads one;
 * - 401 and 403 on routes that need a bearer token (the guards, auth/guards.ts).
 * Routes declare the errors of their own: 404, 409, 429, and the 400, 403, 413 and 415 of their
 * own rules. Hidden routes (the web app's pages, static files) keep their own answers.
 */
export function registerCommonErrors(app: FastifyInstance) {
  app.addHook("onRoute", (route: RouteOptions) => {
    const schema = route.schema as
      (RouteOptions["schema"] & { hide?: boolean; security?: unknown[]; operationId?: string }) | undefined;
    if (!schema || schema.hide) return;
    const statuses = [500];
    if (route.url.startsWith("/api/")) statuses.push(400);
    if ([route.method].flat().some((method) => !bodyless.has(method))) statuses.push(408, 413, 415);
    if (schema.security?.length) statuses.push(401, 403);
    const responses: Record<string, unknown> = { ...(schema.response as object | undefined) };
    for (const status of statuses) responses[status] ??= errorResponse(status);
    // Success first, then the errors by status, as a reader of the document looks for them.
    const ordered = Object.entries(responses).sort(([a], [b]) => Number(a) - Number(b));
    route.schema = {
      ...schema,
      // Generated clients name their calls by it; a route may choose its own.
      operationId: schema.operationId ?? operationIdOf([route.method].flat()[0]!, route.url),
      // A route without a bearer says so: public, no token (the document's default is none too).
      security: schema.security ?? [],
      response: Object.fromEntries(ordered),
    };
  });
}

/**
 * A route's operationId from its method and address, stable while the address is:
 * `GET /api/articles/:articleId/comments` → `getArticlesByArticleIdComments`,
 * `GET /category/:category/rss.xml` → `getCategoryByCategoryRssXml`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, "")
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `By${capitalize(part.slice(1))}` : capitalize(part)));
  return method.toLowerCase() + words.join("");
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The OpenAPI document's transform: zod schemas to JSON Schema (jsonSchemaTransform), and a
 * multipart route's `multipartBody` as its request body.
 */
export const documentTransform: typeof jsonSchemaTransform = (input) => {
  const { multipartBody, ...schema } = input.schema ?? {};
  return jsonSchemaTransform({ ...input, schema: multipartBody ? { ...schema, body: multipartBody } : schema });
};
