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
