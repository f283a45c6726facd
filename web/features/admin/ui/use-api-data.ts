import { useCallback, useEffect, useRef, useState } from "react";
import { api, ApiError } from "#web/lib/api.ts";
import { useSessionEndRedirect } from "#web/lib/use-session-end.ts";

export type ApiData<T> =
  | { status: "loading"; data: T | undefined; error: undefined }
  | { status: "error"; data: T | undefined; error: ApiError }
  | { status: "ready"; data: T; error: undefined };

/** Signs out and goes to the admin login when a call says the session is gone (see useSessionEndRedirect). */
export function useSessionLostHandler(): (error: unknown) => boolean {
  return useSessionEndRedirect("admin");
}

/**
 * GETs an API path while the screen shows it: reloads when the path changes, keeps the previous
 * data while the next loads (no flicker in paged lists), and offers `reload` for retry buttons.
 * A null path loads nothing.
 */
export function useApiData<T>(path: string | null): ApiData<T> & { reload: () => void; setData: (update: (data: T) => T) => void } {
  const [state, setState] = useState<ApiData<T>>({ status: "loading", data: undefined, error: undefined });
  const [attempt, setAttempt] = useState(0);
  const sessionLost = useSessionLostHandler();
  const sessionLostRef = useRef(sessionLost);
  useEffect(() => {
    sessionLostRef.current = sessionLost;
  }, [sessionLost]);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState((s) => ({ status: "loading", data: s.data, error: undefined }));
    api<T>(path, { signal: controller.signal }).then(
      (data) => setState({ status: "ready", data, error: undefined }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (sessionLostRef.current(error)) return;
        setState((s) => ({ status: "error", data: s.data, error: error instanceof ApiError ? error : new ApiError(0, undefined) }));
      },
    );
    return () => controller.abort();
  }, [path, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (update: (data: T) => T) => setState((s) => (s.status === "ready" ? { ...s, data: update(s.data) } : s)),
    [],
  );
  return { ...state, reload, setData };
}
