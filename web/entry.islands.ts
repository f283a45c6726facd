import { replaceBrokenImages } from "./islands/image-fallback.ts";
import { hydrateIslands } from "./islands/hydrate-islands.ts";
import { showNavigationProgress } from "./islands/navigation-feedback.ts";
import { keepListDatesCurrent } from "./features/reader/list-dates.ts";
import { adoptStyleNonce } from "./lib/nonce.tsx";

// The browser entry of the reader's pages (decision 0088), instead of React Router's client: the
// page is the server's, and only its islands are hydrated. Pictures that failed before this ran
// are replaced first; the dialogs' run-time styles carry the page's style nonce (decision 0011).
adoptStyleNonce();
replaceBrokenImages(document);
hydrateIslands(document);
keepListDatesCurrent(document);
showNavigationProgress(document);
