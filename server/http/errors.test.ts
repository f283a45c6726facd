import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { errorCodes } from "#common/error-codes.ts";
import { serverErrors } from "#common/messages/server-errors.ts";
import {
  badRequest,
  conflict,
  errorCodeOf,
  forbidden,
  type HttpError,
  mediaStoreUnavailable,
  notFound,
  payloadTooLarge,
  registerErrorHandler,
  requestTimeout,
  tooManyRequests,
  unauthorized,
  unavailable,
  unsupportedMediaType,
} from "./errors.ts";

describe("error codes", () => {
  it("each factory fixes its status, and its answer's code follows the status unless the text names a case of its own", () => {
    const made: [HttpError, number, string][] = [
      [badRequest(), 400, "validation"],
      [badRequest(serverErrors.unstorableText), 400, "unstorable_text"],
      [badRequest(serverErrors.badMultipart), 400, "malformed_body"],
      [unauthorized(), 401, "unauthorized"],
      [unauthorized(serverErrors.invalidCredentials), 401, "invalid_credentials"],
      [unauthorized(serverErrors.invalidToken), 401, "invalid_token"],
      [forbidden(), 403, "forbidden"],
      [forbidden(serverErrors.accountDeactivated), 403, "account_deactivated"],
      [forbidden(serverErrors.accountPendingApproval), 403, "account_pending_approval"],
      [forbidden(serverErrors.registrationClosed), 403, "registration_closed"],
      [forbidden(serverErrors.crossSite), 403, "cross_site"],
      [notFound(), 404, "not_found"],
      [requestTimeout(), 408, "request_timeout"],
      [conflict("Името е заето."), 409, "conflict"],
      [payloadTooLarge("Статията е твърде голяма."), 413, "payload_too_large"],
      [unsupportedMediaType(), 415, "unsupported_media_type"],
      [tooManyRequests(30, "Твърде бързо."), 429, "rate_limited"],
      [unavailable("database unavailable"), 503, "unavailable"],
      [mediaStoreUnavailable(new Error("ECONNREFUSED")), 503, "media_store_unavailable"],
    ];
    for (const [error, status, code] of made) {
      expect([error.statusCode, error.code], error.message).toEqual([status, code]);
      expect(errorCodes).toContain(error.code);
    }
    expect(tooManyRequests(30).headers).toEqual({ "retry-after": "30" });
    expect(errorCodeOf(418, "teapot")).toBe("validation");
    expect(errorCodeOf(502, "bad gateway")).toBe("internal");
  });
});

describe("the one error handler", () => {
  const app = Fastify({ logger: false });
  const routes: FastifyPluginAsyncZod = async (api) => {
    api.get("/http-error", async () => {
      throw badRequest("Липсва заглавие.", { title: "Липсва заглавие." });
    });
    api.get("/unexpected", async () => {
      throw new Error("secret detail: connection string");
    });
    api.get(
      "/validated",
      { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
      async () => ({ ok: true }),
    );
    api.get(
      "/bad-response",
      { schema: { response: { 200: z.object({ count: z.number() }) } } },
      async () => ({ count: "many" }) as never,
    );
    api.post("/json", async (request) => request.body as object);
  };
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    await app.register(routes);
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers an HttpError with its status, text, code and fields", async () => {
    const res = await app.inject({ url: "/http-error" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "Липсва заглавие.",
      code: "validation",
      fields: { title: "Липсва заглавие." },
    });
  });

  it("answers a failed validation with 400 and the failing fields", async () => {
    const res = await app.inject({ url: "/validated?page=0" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: serverErrors.badRequest,
      code: "validation",
      fields: { page: expect.any(String) },
    });
  });

  it("hides anything unexpected behind a bare 500, and an answer that breaks its own schema too", async () => {
    for (const url of ["/unexpected", "/bad-response"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json(), url).toEqual({ error: serverErrors.internal, code: "internal" });
    }
  });

  it("gives Fastify's own client errors the same shape", async () => {
    const broken = await app.inject({
      method: "POST",
      url: "/json",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: expect.any(String), code: "malformed_body" });
    const wrongType = await app.inject({
      method: "POST",
      url: "/json",
      headers: { "content-type": "text/csv" },
      payload: "a,b",
    });
    expect(wrongType.json()).toEqual({ error: serverErrors.unsupportedMediaType, code: "unsupported_media_type" });
    const unknown = await app.inject({ url: "/nowhere" });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: serverErrors.notFound, code: "not_found" }]);
  });
});
