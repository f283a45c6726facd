import { mediaLibraryTexts } from "#common/messages/media.ts";
import { MediaLibrary } from "#web/features/media/media-library.tsx";
import { requireJournalistSession } from "#web/lib/guards.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/journalist-media";

// Issue 34, point 3: the media library in the journalist workspace.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireJournalistSession(request);
  return null;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, mediaLibraryTexts.title) },
  { name: "robots", content: "noindex" },
];

export default function Screen() {
  return <MediaLibrary />;
}
