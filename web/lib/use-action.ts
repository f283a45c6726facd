import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useToast } from "#web/components/ui/toast.tsx";
import type { ActionResult } from "./staff-data.ts";

type Options<I, R> = {
  /** Which results are said as toasts: all (default), only the notices of changes that went through, or none. */
  toasts?: "all" | "notices" | "none";
  /** Called once per result, after React Router has reloaded the screen's data. */
  onResult?: (result: ActionResult<R>, intent: I) => void;
};

/**
 * A screen's changes, the component side of the data layer (web/lib/staff-data.ts): `submit(intent)`
 * posts the intent to the clientAction of the screen's route through a fetcher, `pending` is the
 * intent under way (to mark its row busy), and each result is said once it has landed.
 */
export function useAction<I extends object, R = undefined>(options: Options<I, R> = {}) {
  const fetcher = useFetcher<ActionResult<R>>();
  const toast = useToast();
  const submitted = useRef<I | null>(null);
  const handled = useRef<ActionResult<R> | undefined>(undefined);
  const { toasts = "all", onResult } = options;
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);

  const result = fetcher.data;
  const idle = fetcher.state === "idle";
  useEffect(() => {
    if (!result || !idle || handled.current === result) return;
    handled.current = result;
    if (!result.ok && toasts === "all") toast.error(result.error);
    if (result.ok && toasts !== "none") {
      if (result.warning) toast.error(result.warning);
      if (result.notice) toast.success(result.notice);
    }
    if (submitted.current) onResultRef.current?.(result, submitted.current);
  }, [result, idle, toasts, toast]);

  const { submit: send } = fetcher;
  const submit = useCallback(
    (intent: I, files?: Record<string, File>) => {
      submitted.current = intent;
      if (!files) return send(intent as never, { method: "post", encType: "application/json" });
      const form = new FormData();
      form.set("intent", JSON.stringify(intent));
      for (const [key, file] of Object.entries(files)) form.set(key, file);
      return send(form, { method: "post", encType: "multipart/form-data" });
    },
    [send],
  );

  return { submit, pending: pendingIntent<I>(fetcher), result };
}

/** The intent a fetcher is carrying out (JSON, or the `intent` field of a multipart form); null when idle. */
function pendingIntent<I>(fetcher: { state: string; json?: unknown; formData?: FormData }): I | null {
  if (fetcher.state === "idle") return null;
  if (fetcher.json !== undefined) return fetcher.json as I;
  const raw = fetcher.formData?.get("intent");
  return typeof raw === "string" ? (JSON.parse(raw) as I) : null;
}
