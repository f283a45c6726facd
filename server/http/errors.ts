import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import type { ErrorBody, ErrorCode } from "#common/error-codes.ts";
import type { EditConflict } from "#common/schemas/revisions.ts";
import { newsroomTexts } from "#common/messages/newsroom.ts";
import { commentServerErrors, serverErrors } from "#common/messages/server-errors.ts";
import { twoStepErrors } from "#common/messages/two-step.ts";

export type { ErrorBody, ErrorCode };

/** The code of an error answer by its status, unless its text names a case of its own (below). */
const codeByStatus: Partial<Record<number, ErrorCode>> = {
  400: "validation",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  408: "request_timeout",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  500: "internal",
  503: "unavailable",
};

/**
 * The catalogue's texts that name a case a program tells apart: wherever one is thrown (the guards
 * and the sign-in both refuse a deactivated account), its answer carries the same code.
 */
const codeByText: Partial<Record<string, ErrorCode>> = {
  [serverErrors.invalidToken]: "invalid_token",
  [serverErrors.invalidCredentials]: "invalid_credentials",
  [serverErrors.accountDeactivated]: "account_deactivated",
  [serverErrors.accountPendingApproval]: "account_pending_approval",
  [serverErrors.registrationClosed]: "registration_closed",
  [serverErrors.crossSite]: "cross_site",
  [serverErrors.unstorableText]: "unstorable_text",
  [serverErrors.malformedUrl]: "malformed_url",
  [serverErrors.badMultipart]: "malformed_body",
  [newsroomTexts.editConflict]: "edit_conflict",
  [commentServerErrors.alreadyReported]: "already_reported",
  [commentServerErrors.duplicate]: "duplicate_comment",
  [commentServerErrors.threadFull]: "thread_full",
  [twoStepErrors.codeWrong]: "two_step_code_wrong",
  [twoStepErrors.codeReused]: "two_step_code_reused",
  [twoStepErrors.challengeExpired]: "two_step_challenge_expired",
  [twoStepErrors.challengeInvalid]: "two_step_challenge_expired",
  [twoStepErrors.setupRequired]: "two_step_setup_required",
};

/** The stable code of an error answer with this status and text (common/error-codes.ts). */
export function errorCodeOf(status: number, text: string): ErrorCode {
  return codeByText[text] ?? codeByStatus[status] ?? (status >= 500 ? "internal" : "validation");
}

/** An error meant for the client: a status, the `error` text of the JSON answer and its stable code. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** A code of its own, for a text that varies (an edit conflict naming who changed what). */
    code?: ErrorCode,
    /** What the answer says besides the text, for programs (ErrorBody's optional parts). */
    readonly extra?: Pick<ErrorBody, "conflict">,
  ) {
    super(message);
    this.name = "HttpError";
    this.code = code ?? errorCodeOf(statusCode, message);
  }
}

// The factories fix the status; the text defaults to the catalogue's (common/messages/).
export const badRequest = (message: string = serverErrors.badRequest, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message: string = serverErrors.unauthorized) => new HttpError(401, message);
export const forbidden = (message: string = serverErrors.insufficientPermissions) => new HttpError(403, message);
export const notFound = (message: string = serverErrors.notFound) => new HttpError(404, message);
/** A request body that stopped arriving: the connection closes after the answer (server/http/request-body.ts). */
export const requestTimeout = () => new HttpError(408, serverErrors.bodyTimeout, undefined, { connection: "close" });
export const conflict = (message: string) => new HttpError(409, message);
/** A save on an older version of the article than the stored one (decision 0067), naming what happened since (issue 29). */
export const editConflict = (message: string = newsroomTexts.editConflict, conflict?: EditConflict) =>
  new HttpError(409, message, undefined, undefined, "edit_conflict", conflict ? { conflict } : undefined);
export const payloadTooLarge = (message: string = serverErrors.payloadTooLarge) => new HttpError(413, message);
export const unsupportedMediaType = () => new HttpError(415, serverErrors.unsupportedMediaType);
export const tooManyRequests = (retryAfterSeconds: number, message: string = serverErrors.tooManyRequests) =>
  new HttpError(429, message, undefined, { "retry-after": String(retryAfterSeconds) });
export const unavailable = (message: string) => new HttpError(503, message);
/**
 * The media store (a bucket, the uploads folder) failed to take a file: 503, said in Bulgarian;
 * the store's own error is kept as the cause, for the log.
 */
export const mediaStoreUnavailable = (cause?: unknown) => {
  const error = new HttpError(503, serverErrors.mediaStoreUnavailable, undefined, undefined, "media_store_unavailable");
  error.cause = cause;
  return error;
};
/** Work of one kind is at its limit in this process (decoding pictures): try again in a moment. */
export const busy = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, undefined, { "retry-after": String(retryAfterSeconds) }, "busy");

/**
 * One handler for every error: client errors answer with their own status, text and code,
 * validation errors with 400 and the failing fields, and anything unexpected is logged and hidden
 * behind a generic 500. Every answer is an ErrorBody.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: {
    /** Answers a request no route has when it can (an old address's 301, issue 33): true when it did. */
    beforeNotFound?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
  } = {},
) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // A failure of something the server depends on (the media store): the operator needs its cause.
      if (error.statusCode >= 500 && error.cause !== undefined)
        request.log.error({ err: error.cause }, `${error.code}: ${error.message}`);
      if (error.headers) reply.headers(error.headers);
      const body: ErrorBody = { error: error.message, code: error.code, ...error.extra };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || error.validationContext || "body";
        fields[where] ??= issue.message ?? serverErrors.badRequest;
      }
      return reply.status(400).send({ error: serverErrors.badRequest, code: "validation", fields } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply.status(500).send({ error: serverErrors.internal, code: "internal" } satisfies ErrorBody);
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON (400), wrong content type, body too large, ...
      const message =
        status === 415
          ? serverErrors.unsupportedMediaType
          : status === 413
            ? serverErrors.payloadTooLarge
            : status === 429
              ? serverErrors.tooManyRequests
              : error.message || serverErrors.badRequest;
      const code = status === 400 ? "malformed_body" : errorCodeOf(status, message);
      return reply.status(status).send({ error: message, code } satisfies ErrorBody);
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send({ error: serverErrors.internal, code: "internal" } satisfies ErrorBody);
  });

  // An address no route answers (a missing media file, a method a path does not take).
  app.setNotFoundHandler(async (request, reply) => {
    if (await options.beforeNotFound?.(request, reply)) return reply;
    throw notFound();
  });
}
