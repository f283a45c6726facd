import { Spinner } from "#web/components/ui/spinner.tsx";

/** A spinner with its words at the top of the screen, over the page, while the next page loads. */
export function LoadingBanner({ label }: { label: string }) {
  return (
    <div className="fixed inset-x-0 top-0 z-50 flex justify-center p-3">
      <div className="rounded-full bg-white px-4 py-2 shadow-lg ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-700">
        <Spinner label={label} />
      </div>
    </div>
  );
}
