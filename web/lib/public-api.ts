import { fetchApi, readJson, type FetchApiOptions } from "./api-fetch.ts";

export { ApiError } from "./api-fetch.ts";

/**
 * A reader's call to the public API (like, comment, search, count a view): no token, and no
 * React Router, so the reader's islands (decision 0088) carry nothing of the staff's session code.
 */
export async function publicApi<T>(path: string, options: Omit<FetchApiOptions, "headers"> = {}): Promise<T> {
  return readJson<T>(await fetchApi(path, options));
}
