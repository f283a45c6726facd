import { CheckCircle2, X, XCircle } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { uiTexts } from "#common/messages/staff.ts";

type Toast = { id: number; tone: "success" | "error"; message: string };
type ToastApi = { success: (message: string) => void; error: (message: string) => void };

const ToastContext = createContext<ToastApi>({ success: () => {}, error: () => {} });

const visibleMs = 5000;

/** Notices are toasts, not window.alert (DESIGN.md §5): announced politely, errors assertively. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const push = useCallback(
    (tone: Toast["tone"], message: string) => {
      const id = nextId.current++;
      setToasts((list) => [...list.slice(-2), { id, tone, message }]);
      window.setTimeout(() => dismiss(id), visibleMs);
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(() => ({ success: (m) => push("success", m), error: (m) => push("error", m) }), [push]);

  const list = (tone: Toast["tone"]) =>
    toasts
      .filter((t) => t.tone === tone)
      .map((t) => (
        <div
          key={t.id}
          className={`pointer-events-auto flex items-start gap-3 rounded-xl border p-3 pr-2 text-sm font-medium shadow-lg ${
            tone === "success"
              ? "border-emerald-200 bg-white text-zinc-900 dark:border-emerald-900 dark:bg-zinc-900 dark:text-zinc-50"
              : "border-red-200 bg-white text-zinc-900 dark:border-red-900 dark:bg-zinc-900 dark:text-zinc-50"
          }`}
        >
          {tone === "success" ? (
            <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
          ) : (
            <XCircle aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-red-600 dark:text-red-400" />
          )}
          <p className="min-w-0 flex-1 py-0.5">{t.message}</p>
          <button
            type="button"
            onClick={() => dismiss(t.id)}
            aria-label={uiTexts.close}
            className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 dark:hover:bg-zinc-800"
          >
            <X aria-hidden className="h-4 w-4" />
          </button>
        </div>
      ));

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        aria-label={uiTexts.notices}
        role="region"
        className="pointer-events-none fixed inset-x-3 bottom-3 z-[60] flex flex-col gap-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96"
      >
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {list("success")}
        </div>
        <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
          {list("error")}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  return useContext(ToastContext);
}
