import { isRouteErrorResponse } from "react-router";
import { homeTexts } from "#common/messages/reader.ts";
import { NotFoundView } from "#web/components/not-found-view.tsx";
import { notFoundMeta, pageTitle } from "#web/lib/meta.ts";
import { HomeErrorView } from "./home/home-error.tsx";

type Matches = Parameters<typeof pageTitle>[0];

const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** A reader page's head when its loader failed: the not-found page's, or that of SPEC.md §8's list error. */
export function readerPageFailureMeta(matches: Matches, error: unknown) {
  return isNotFound(error) ? notFoundMeta(matches) : [{ title: pageTitle(matches, homeTexts.loadError) }];
}

/**
 * A reader page that failed: an unknown name or a page past the last is the not-found page (404),
 * any other failure SPEC.md §8's "Грешка при зареждането" with a way to try again.
 */
export function ReaderPageFailure({ error }: { error: unknown }) {
  return isNotFound(error) ? <NotFoundView /> : <HomeErrorView />;
}
