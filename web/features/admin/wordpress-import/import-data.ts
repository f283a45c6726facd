import type { WordpressImportRun } from "#common/schemas/wordpress-import.ts";
import { api } from "#web/lib/api.ts";
import { settle } from "#web/lib/staff-data.ts";
import { uploadForm, type Upload } from "#web/lib/upload.ts";

const latestPath = "/admin/wordpress-imports/latest";

/** The newest import (issue 33): running, ended with its report, or none yet. */
export async function loadLatestImport(request: Request) {
  return { latest: await settle(api<{ run: WordpressImportRun | null }>(latestPath, { request })) };
}
export type LatestImportData = Awaited<ReturnType<typeof loadLatestImport>>;

/** The newest import again, for the screen's polling while one runs. */
export async function fetchLatestImport(): Promise<WordpressImportRun | null> {
  return (await api<{ run: WordpressImportRun | null }>(latestPath)).run;
}

/** Uploads an export and starts its import; answers the run it started. */
export function startImport(
  file: File,
  dryRun: boolean,
  onProgress: (percent: number) => void,
): Upload<WordpressImportRun> {
  const form = new FormData();
  form.append("dryRun", String(dryRun));
  form.append("file", file);
  const upload = uploadForm<{ run: WordpressImportRun }>("/api/admin/wordpress-imports", form, { onProgress });
  return { done: upload.done.then(({ body }) => body!.run), cancel: upload.cancel };
}
