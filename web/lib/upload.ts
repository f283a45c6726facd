import { storedToken } from "./api.ts";

/** Why an upload did not give a URL: the HTTP status (0: no answer), or an answer without a URL. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly reason: "status" | "no-url" | "network" | "cancelled",
    readonly serverError?: string,
  ) {
    super(reason === "status" ? `HTTP ${status}` : reason);
    this.name = "UploadError";
  }
}

export type Upload = { done: Promise<string>; cancel: () => void };

/**
 * POST /api/upload-media (SPEC.md §7 Journalist) with the bearer token, reporting progress
 * (0–100) as the bytes leave. XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadMedia(
  file: File,
  options: { type?: "image" | "video"; onProgress?: (percent: number) => void } = {},
): Upload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<string>((resolve, reject) => {
    xhr.open("POST", "/api/upload-media");
    xhr.responseType = "json";
    const token = storedToken();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = xhr.response as { url?: unknown; error?: unknown } | null;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError(xhr.status, "status", typeof body?.error === "string" ? body.error : undefined));
      } else if (typeof body?.url !== "string" || !body.url) {
        reject(new UploadError(xhr.status, "no-url"));
      } else {
        resolve(body.url);
      }
    };
    xhr.onerror = () => reject(new UploadError(0, "network"));
    xhr.onabort = () => reject(new UploadError(0, "cancelled"));
    const form = new FormData();
    if (options.type) form.append("type", options.type);
    form.append("file", file);
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}
