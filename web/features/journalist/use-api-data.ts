import { useCallback, useEffect, useRef, useState } from "react";
import { api, ApiError } from "#web/lib/api.ts";
import { useSessionEndRedirect } from "#web/lib/use-session-end.ts";

export type ApiData<T> =
  | { status: "loading" }
  | { status: "error"; error: ApiError }
  | { status: "ready"; data: T };

/** Signs out and goes to the journalist login, which says why, when a call says the session is gone. */
export function useSessionLostHandler(): (error: unknown) => boolean {
  return useSessionEndRedirect("journalist");
}

/** Loads one API resource in the browser, with a retry; a newer load replaces an older one. */
export function useApiData<T>(path: string): [ApiData<T>, () => void, (update: (data: T) => T) => void] {
  const [state, setState] = useState<ApiData<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const sessionLost = useSessionLostHandler();
  const sessionLostRef = useRef(sessionLost);
  useEffect(() => {
    sessionLostRef.current = sessionLost;
  }, [sessionLost]);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    api<T>(path, { signal: controller.signal })
      .then((data) => setState({ status: "ready", data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted || sessionLostRef.current(error)) return;
        setState({ status: "error", error: error instanceof ApiError ? error : new ApiError(0, undefined) });
      });
    return () => controller.abort();
  }, [path, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (data: T) => T) => setState((s) => (s.status === "ready" ? { status: "ready", data: change(s.data) } : s)), []);
  return [state, retry, update];
}
