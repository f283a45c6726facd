/**
 * The plain HTTP part of calling the REST API: JSON in and out, and failures as an ApiError that
 * carries the server's `error` text. No session and no router: the reader's islands use this alone
 * (public-api.ts), the staff screens through api.ts, which adds the token and ends sessions.
 */
export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** The server's `error` text, when it sent one. */
    readonly serverError: string | undefined,
    readonly statusText = "",
    /** The fields a 400 answer names as invalid (DESIGN.md §1), by path. */
    readonly fields?: Readonly<Record<string, string>>,
    /** The server's stable `code` for programs, when it sent one. */
    readonly code?: string,
    /** The whole error answer, for what a code carries besides the text (an edit conflict's `conflict`). */
    readonly body?: unknown,
  ) {
    super(serverError ?? (status === 0 ? "network error" : `HTTP ${status}`));
    this.name = "ApiError";
  }
  get isNetworkError() {
    return this.status === 0;
  }
  /** Set by api.ts when this refusal ended the staff session (see `sessionEndOf` there). */
  sessionEnd: "deactivated" | "expired" | null = null;
}

export type FetchApiOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent besides `accept` (and `content-type` for a JSON body). */
  headers?: Record<string, string>;
  /** Outlives the page (a save as it is closed); browsers take at most 64 KB of such bodies. */
  keepalive?: boolean;
};

/** Sends a call to `/api{path}` and answers its successful response; any failure throws an ApiError (an abort stays an AbortError). */
export async function fetchApi(path: string, options: FetchApiOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, undefined);
  }
  if (response.ok) return response;
  const data = parseJson(await response.text()) as { error?: unknown; fields?: unknown; code?: unknown } | undefined;
  const serverError = typeof data?.error === "string" ? data.error : undefined;
  const fields = data?.fields && typeof data.fields === "object" ? (data.fields as Record<string, string>) : undefined;
  throw new ApiError(
    response.status,
    serverError,
    response.statusText,
    fields,
    typeof data?.code === "string" ? data.code : undefined,
    data,
  );
}

/** A response body read as JSON; nothing (or no JSON) reads as undefined. */
export async function readJson<T>(response: Response): Promise<T> {
  return parseJson(await response.text()) as T;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
