import { data } from "react-router";
import { NotFoundView } from "#web/components/not-found-view.tsx";
import { notFoundMeta } from "#web/lib/meta.ts";
import { loadReaderPageAnew, readerPageHandle } from "#web/islands/reader-page.ts";
import type { Route } from "./+types/not-found";

/** A reader's page: server-rendered, its islands hydrated (decision 0088). */
export const handle = readerPageHandle;
export const clientLoader = loadReaderPageAnew;

// Any unknown path: the page, with a real 404 status for search engines (SPEC.md §2).
export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => notFoundMeta(matches);

export default function NotFound() {
  return <NotFoundView />;
}
