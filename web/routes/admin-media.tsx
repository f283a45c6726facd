import { mediaLibraryTexts } from "#common/messages/media.ts";
import { staffTexts } from "#common/messages/staff.ts";
import { adminPaths } from "#common/page-paths.ts";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { MediaLibrary } from "#web/features/media/media-library.tsx";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-media";

// Issue 34, point 3: the media library in the back office (every staff role).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, adminPaths.media);
  return null;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${mediaLibraryTexts.title} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function Screen() {
  return <MediaLibrary />;
}
