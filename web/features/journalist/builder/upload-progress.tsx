import { X } from "lucide-react";
import { builderTexts } from "#common/messages/journalist.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { ProgressBar } from "#web/components/ui/progress-bar.tsx";

/**
 * A running upload: how far it is, and a way to stop it. On a phone the button goes under the bar,
 * which would otherwise be squeezed to a few pixels beside it.
 */
export function UploadProgress({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  return (
    <div className="flex w-full flex-wrap items-center gap-3">
      <div className="min-w-48 flex-1">
        <ProgressBar label={builderTexts.uploading(percent)} percent={percent} />
      </div>
      <button type="button" onClick={onCancel} className={buttonClasses("secondary", "md", "h-9 shrink-0 px-3")}>
        <X aria-hidden className="h-4 w-4" />
        {builderTexts.cancelUpload}
      </button>
    </div>
  );
}
