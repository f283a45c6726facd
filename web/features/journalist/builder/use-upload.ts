import { useCallback, useEffect, useRef, useState } from "react";
import { builderTexts } from "#common/messages/journalist.ts";
import { serverErrorMessage } from "#common/messages/server-errors.ts";
import { UploadError, uploadMedia, type Upload } from "#web/lib/upload.ts";

export type UploadState = { status: "idle" } | { status: "uploading"; percent: number };

/** What a person reads when an upload fails (none for one they cancelled). */
export function uploadErrorText(error: unknown): string | null {
  if (!(error instanceof UploadError)) return builderTexts.uploadFailed;
  if (error.reason === "cancelled") return null;
  if (error.reason === "network") return builderTexts.uploadNetworkError;
  // The server's own Bulgarian words where it has them: a picture too large to decode, or the
  // server busy with other pictures ("try again in a few seconds").
  if ((error.status === 413 || error.status === 503) && /\p{Script=Cyrillic}/u.test(error.serverError ?? ""))
    return serverErrorMessage(error.serverError)!;
  if (error.status === 415) return builderTexts.uploadUnsupported;
  if (error.status === 413) return builderTexts.uploadTooLarge;
  return builderTexts.uploadFailed;
}

/** SPEC.md §8's thumbnail failure (the status or the missing URL), said in Bulgarian with its reason (issue 29). */
export function thumbnailErrorText(error: unknown): string | null {
  if (error instanceof UploadError && error.reason === "cancelled") return null;
  const reason =
    error instanceof UploadError && error.reason === "no-url" ? builderTexts.noUrlInResponse : uploadErrorText(error);
  return reason === null ? null : builderTexts.thumbnailUploadFailed(reason);
}

/** One upload at a time with progress and cancel; an upload still running when the screen closes is cancelled. */
export function useUpload() {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const current = useRef<Upload | null>(null);

  useEffect(() => () => current.current?.cancel(), []);

  const start = useCallback(async (file: File, type?: "image" | "video"): Promise<string> => {
    current.current?.cancel();
    const upload = uploadMedia(file, { type, onProgress: (percent) => setState({ status: "uploading", percent }) });
    current.current = upload;
    setState({ status: "uploading", percent: 0 });
    try {
      return await upload.done;
    } finally {
      if (current.current === upload) {
        current.current = null;
        setState({ status: "idle" });
      }
    }
  }, []);

  const cancel = useCallback(() => current.current?.cancel(), []);
  return { state, start, cancel };
}
