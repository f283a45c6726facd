import { redirectDocument } from "react-router";

/**
 * What every reader's route exports (decision 0088). Its `handle` makes the root render the page
 * without React Router's client: its islands alone are hydrated (root.tsx). Its `clientLoader` is
 * React Router's way in the browser of the staff app, when a screen links or redirects to a
 * reader's page: the browser loads that page anew, from the server (and the page cache), as a
 * reader would.
 */
export const readerPageHandle = { islands: true } as const;

export function isReaderPage(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { islands?: unknown }).islands === true;
}

export function loadReaderPageAnew({ request }: { request: Request }): never {
  throw redirectDocument(request.url);
}

/**
 * A reader page's loader data, kept from React Router's serialization. React Router encodes every
 * loader's data for its client (turbo-stream) on every render, whether the page sends it or not;
 * a reader's page never starts that client, and the encoding was a twentieth of an article's render
 * (issue 24). Under a symbol, which the encoding skips, the data reaches the server's render (meta
 * and component get the loader's own object) and nothing else.
 *
 * Fence (docs/ARCHITECTURE.md, "Clever parts"): a React Router upgrade that encodes symbol keys
 * would only cost time again; one that copies loader data without them would leave every reader
 * page empty, which the page tests (`tests/pages/*.api.test.ts`) and `tests/e2e/public` catch at once.
 */
const serverRenderData = Symbol("server render data");

export type ReaderPageData<T> = { readonly [serverRenderData]: T };

export function readerPageData<T>(data: T): ReaderPageData<T> {
  return { [serverRenderData]: data };
}

export function fromReaderPageData<T>(data: ReaderPageData<T>): T;
export function fromReaderPageData<T>(data: ReaderPageData<T> | undefined): T | undefined;
export function fromReaderPageData<T>(data: ReaderPageData<T> | undefined): T | undefined {
  return data?.[serverRenderData];
}
