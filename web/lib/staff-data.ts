import { ApiError } from "./api.ts";
import { apiErrorMessage } from "./api-errors.ts";

/**
 * The staff screens' data layer, the route side (docs/decisions/0061-staff-data-layer.md): a
 * screen's route module loads in its `clientLoader` and changes in its `clientAction`, both with
 * `api(path, { request })`, so a session the server ends becomes a redirect to the login page
 * without the screen knowing. The component reads `loaderData` and submits intents with
 * `useAction` (web/lib/use-action.ts); React Router reloads the loader after every change.
 */

/** One part of a screen's data: loaded, or failed with the reason (the screen says so in its place, with a retry). */
export type Loaded<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Waits for a load of a clientLoader: a refused call becomes `{ ok: false }`; redirects and aborts pass through. */
export async function settle<T>(load: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await load };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, error };
    throw error;
  }
}

/**
 * What a clientAction answers for one change: a notice for a toast (and a warning, when a part of
 * it did not go through), or the text of its failure.
 */
export type ActionResult<T = undefined> =
  { ok: true; notice?: string; warning?: string; data: T } | { ok: false; error: string; cause: ApiError };

/** A failure text: fixed, or built from the refusal (usually `withReason(fallback)`). */
type FailureText = string | ((error: ApiError) => string);

/** The failure text that prefers the server's reason, in Bulgarian, over `fallback` (decision 0053). */
export const withReason = (fallback: string) => (error: ApiError) => apiErrorMessage(error, fallback);

/**
 * Runs one change of a clientAction: `{ ok, notice, data }` when it went through, `{ ok: false,
 * error }` with the screen's words when the server refused it. Redirects (an ended session) pass.
 */
export async function change<T>(
  call: () => Promise<T>,
  texts: { done?: string; failed: FailureText },
): Promise<ActionResult<T>> {
  try {
    const data = await call();
    return { ok: true, notice: texts.done, data };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, error: typeof texts.failed === "string" ? texts.failed : texts.failed(error), cause: error };
  }
}

/**
 * The intent a screen submitted to its clientAction: the JSON it sent, or for a form with a file
 * (multipart) its `intent` field's JSON with the files beside it.
 */
export async function submittedIntent<T>(request: Request): Promise<T & { files?: Record<string, File> }> {
  if (request.headers.get("content-type")?.includes("application/json"))
    return (await request.json()) as T & { files?: Record<string, File> };
  const form = await request.formData();
  const files: Record<string, File> = {};
  for (const [key, value] of form) if (value instanceof File) files[key] = value;
  return { ...(JSON.parse(String(form.get("intent") ?? "{}")) as T), files };
}
