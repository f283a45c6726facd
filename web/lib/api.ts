/**
 * The one way the browser calls the REST API: JSON in and out, the bearer token from local
 * storage (SPEC.md §6), and failures as an ApiError that carries the server's `error` text.
 */
export const storageKeys = {
  token: "authToken",
  userType: "userType",
  username: "username",
  articleDraft: "article_draft",
} as const;

export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** The server's `error` text, when it sent one. */
    readonly serverError: string | undefined,
    readonly statusText = "",
    /** The fields a 400 answer names as invalid (DESIGN.md §1), by path. */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(serverError ?? (status === 0 ? "network error" : `HTTP ${status}`));
    this.name = "ApiError";
  }
  get isNetworkError() {
    return this.status === 0;
  }
}

export function storedToken(): string | null {
  try {
    return localStorage.getItem(storageKeys.token);
  } catch {
    return null;
  }
}

export type ApiOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
  signal?: AbortSignal;
};

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  const token = options.auth === false ? null : storedToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method: options.method ?? "GET", headers, body, signal: options.signal });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, undefined);
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const body = data as { error?: unknown; fields?: unknown } | undefined;
    const serverError = typeof body?.error === "string" ? body.error : undefined;
    const fields = body?.fields && typeof body.fields === "object" ? (body.fields as Record<string, string>) : undefined;
    throw new ApiError(response.status, serverError, response.statusText, fields);
  }
  return data as T;
}
