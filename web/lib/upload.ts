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

export type Upload<T = string> = { done: Promise<T>; cancel: () => void };

/**
 * POSTs a form with the bearer token, reporting progress (0–100) as the bytes leave, and answers
 * the JSON the server sent back. XMLHttpRequest, because fetch reports no upload progress.
 */
export function uploadForm<T>(
  path: string,
  form: FormData,
  options: { onProgress?: (percent: number) => void } = {},
): Upload<{ status: number; body: T | null }> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<{ status: number; body: T | null }>((resolve, reject) => {
    xhr.open("POST", path);
    xhr.responseType = "json";
    const token = storedToken();
    if (token) xhr.setRequestHeader("authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const body = xhr.response as (T & { error?: unknown }) | null;
      if (xhr.status < 200 || xhr.status >= 300)
        reject(new UploadError(xhr.status, "status", typeof body?.error === "string" ? body.error : undefined));
      else resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new UploadError(0, "network"));
    xhr.onabort = () => reject(new UploadError(0, "cancelled"));
    xhr.send(form);
  });
  return { done, cancel: () => xhr.abort() };
}

/** POST /api/upload-media (SPEC.md §7 Journalist): answers the stored file's URL. */
export function uploadMedia(
  file: File,
  options: { type?: "image" | "video"; onProgress?: (percent: number) => void } = {},
): Upload {
  const form = new FormData();
  if (options.type) form.append("type", options.type);
  form.append("file", file);
  const upload = uploadForm<{ url?: unknown }>("/api/upload-media", form, options);
  return {
    done: upload.done.then(({ status, body }) => {
      if (typeof body?.url !== "string" || !body.url) throw new UploadError(status, "no-url");
      return body.url;
    }),
    cancel: upload.cancel,
  };
}
