import type { EditConflict } from "./schemas/revisions.ts";

/**
 * The stable `code` of every error answer of the API (docs/decisions/0062): programs branch on the
 * code, people read the `error` text beside it (SPEC.md §8; the screens translate the English ones,
 * common/messages/). A code keeps its meaning for good; new cases get new codes.
 */
export const errorCodes = [
  /** 400: a value breaks a rule; `fields` names the failing ones where it can. */
  "validation",
  /** 400: the body can't be read as what it says it is (broken JSON or multipart). */
  "malformed_body",
  /** 400: the address has broken percent escapes. */
  "malformed_url",
  /** 400: text with a NUL or a lone surrogate, which the database can't store (common/text.ts). */
  "unstorable_text",
  /** 401: no bearer token. */
  "unauthorized",
  /** 401: a token that is forged, expired, or void since a password change. */
  "invalid_token",
  /** 401: a wrong user name or password at sign-in. */
  "invalid_credentials",
  /** 403: the account's role may not do this. */
  "forbidden",
  /** 403: the account is deactivated (at sign-in and on every call). */
  "account_deactivated",
  /** 403: a registered account an administrator has not activated yet. */
  "account_pending_approval",
  /** 403: REGISTRATION=closed. */
  "registration_closed",
  /** 403: a reader's write that another site made the browser send. */
  "cross_site",
  /** 404 */
  "not_found",
  /** 408: the request body stopped arriving. */
  "request_timeout",
  /** 409: a name already taken, or a state the request can't change. */
  "conflict",
  /** 413 */
  "payload_too_large",
  /** 415 */
  "unsupported_media_type",
  /** 429: `Retry-After` says when to try again. */
  "rate_limited",
  /** 500: anything unexpected, logged and not described. */
  "internal",
  /** 503: the database does not answer (GET /api/health). */
  "unavailable",
  /** 409: a save that started from an older version of the article than the stored one (issue 20). */
  "edit_conflict",
  /** 409: the reader has already reported this comment (issue 22). */
  "already_reported",
  /** 413: a picture that would decode too large (pixels, longest side or frames; issue 30, point 6). */
  "image_too_large",
  /** 503: the server is busy with work of this kind (decoding pictures); `Retry-After` says when to try again. */
  "busy",
  /** 409: the same text from the same reader on the same article a moment ago (issue 29). */
  "duplicate_comment",
  /** 409: the thread has as many replies as it may take (issue 30). */
  "thread_full",
  /** 503: the media store (a bucket) did not take the file; nothing stored before is lost (issue 34). */
  "media_store_unavailable",
  /** 401: a wrong code at the second sign-in step (issue 35). */
  "two_step_code_wrong",
  /** 401: a code already used (an app's step, or a backup code). */
  "two_step_code_reused",
  /** 401: the password step's challenge has expired or is not valid: sign in again. */
  "two_step_challenge_expired",
  /** 403: the Owner requires a second step of this account: this session reaches only its set-up. */
  "two_step_setup_required",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** Every error answer of the API (DESIGN.md §1): the text for people, the code for programs, the failing fields of a 400. */
export type ErrorBody = {
  error: string;
  code: ErrorCode;
  fields?: Record<string, string>;
  /** edit_conflict: what happened to the article since the version sent (issue 29). */
  conflict?: EditConflict;
};
