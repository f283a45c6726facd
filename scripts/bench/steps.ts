/** What a bench run prints as it goes: one line a step. */
export const step = (text: string) => console.log(`› ${text}`);

/** A JSON answer of the portal, or an error naming the request and what the server said. */
export async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? "GET"} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
