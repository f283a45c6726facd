import { X } from "lucide-react";
import { builderTexts } from "#common/messages/journalist.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";

/** A running upload: how far it is, and a way to stop it. */
export function UploadProgress({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  return (
    <div className="flex w-full items-center gap-3">
      <div className="min-w-0 flex-1">
        <p className="mb-1.5 text-sm font-medium text-zinc-700 tabular-nums dark:text-zinc-300">
          {builderTexts.uploading(percent)}
        </p>
        <div
          role="progressbar"
          aria-label={builderTexts.uploading(percent)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>
      <button type="button" onClick={onCancel} className={buttonClasses("secondary", "md", "h-9 shrink-0 px-3")}>
        <X aria-hidden className="h-4 w-4" />
        {builderTexts.cancelUpload}
      </button>
    </div>
  );
}
