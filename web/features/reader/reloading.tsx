import type { ReactNode } from "react";
import { Spinner } from "#web/components/ui/spinner.tsx";

/** A reader list while the next one loads: dimmed, busy for screen readers, a spinner over its top. */
export function Reloading({ loading, label, className = "", children }: { loading: boolean; label: string; className?: string; children: ReactNode }) {
  return (
    <div aria-busy={loading} className={`relative ${className}`}>
      {loading && (
        <div className="absolute inset-x-0 top-2 z-10 flex justify-center">
          <Spinner label={label} className="rounded-full bg-white px-4 py-2 shadow-lg dark:bg-zinc-900" />
        </div>
      )}
      <div className={loading ? "opacity-50 transition-opacity" : "transition-opacity"}>{children}</div>
    </div>
  );
}
