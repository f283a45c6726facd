import { Images } from "lucide-react";
import { useState } from "react";
import { mediaLibraryTexts as texts } from "#common/messages/media.ts";
import type { MediaItem } from "#common/schemas/media.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { Modal } from "#web/components/ui/modal.tsx";
import { MediaLibrary } from "./media-library.tsx";

/**
 * "Избери от библиотеката" (issue 34, point 3): the media library as a picker, beside uploading. The
 * chosen picture is used as it is stored (its 1200 variant, description and credit): nothing is
 * uploaded again.
 */
export function LibraryPickButton({
  onPick,
  className = "",
}: {
  onPick: (item: MediaItem) => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClasses("secondary", "md", `w-full sm:w-auto ${className}`)}
      >
        <Images aria-hidden className="h-4 w-4" />
        {texts.choose}
      </button>
      {open && (
        <Modal open onOpenChange={setOpen} title={texts.chooseTitle} width="max-w-5xl">
          <div className="-mx-5 -my-4">
            <MediaLibrary
              onPick={(item) => {
                setOpen(false);
                onPick(item);
              }}
            />
          </div>
        </Modal>
      )}
    </>
  );
}
