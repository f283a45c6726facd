import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { serverErrors } from "#common/messages.ts";

/** An error meant for the client: a status, and the `error` text of the JSON answer. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message: string = serverErrors.badRequest, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message: string = serverErrors.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = serverErrors.insufficientPermissions) => new HttpError(403, message);
export const notFound = (message: string = serverErrors.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string = serverErrors.payloadTooLarge) => new HttpError(413, message);
export const unsupportedMediaType = () => new HttpError(415, serverErrors.unsupportedMediaType);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, serverErrors.tooManyRequests, undefined, { "retry-after": String(retryAfterSeconds) });

/** Shape of every error answer (DESIGN.md §1). */
export type ErrorBody = { error: string; fields?: Record<string, string> };

/**
 * One handler for every error: client errors answer with their own status and text, validation
 * errors with 400 and the failing fields, and anything unexpected is logged and hidden behind a
 * generic 500.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { error: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || error.validationContext || "body";
        fields[where] ??= issue.message ?? serverErrors.badRequest;
      }
      return reply.status(400).send({ error: serverErrors.badRequest, fields } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply.status(500).send({ error: serverErrors.internal } satisfies ErrorBody);
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, ...
      const message =
        status === 415
          ? serverErrors.unsupportedMediaType
          : status === 413
            ? serverErrors.payloadTooLarge
            : status === 429
              ? serverErrors.tooManyRequests
              : error.message || serverErrors.badRequest;
      return reply.status(status).send({ error: message } satisfies ErrorBody);
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send({ error: serverErrors.internal } satisfies ErrorBody);
  });
}
