import { data } from "react-router";
import { liveDeskTexts } from "#common/messages/live.ts";
import { changeLive, loadLiveDesk } from "#web/features/journalist/live/live-desk-data.ts";
import { LiveDeskScreen } from "#web/features/journalist/live/live-desk-screen.tsx";
import { requireJournalistSession } from "#web/lib/guards.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/journalist-live";

/** The article's id in the address: a whole number, else no such page. */
function articleIdOf(param: string): number {
  if (!/^[1-9]\d{0,9}$/.test(param) || Number(param) > 2_147_483_647) throw data(null, { status: 404 });
  return Number(param);
}

// Issue 37: an article's live coverage desk, /journalist/articles/{articleId}/live.
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const articleId = articleIdOf(params.articleId);
  await requireJournalistSession(request);
  return loadLiveDesk(request, articleId);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request, params }: Route.ClientActionArgs) =>
  changeLive(request, articleIdOf(params.articleId));

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      matches,
      loaderData?.desk.ok ? liveDeskTexts.title(loaderData.desk.data.article.title) : liveDeskTexts.open,
    ),
  },
  { name: "robots", content: "noindex" },
];

export default function JournalistLive({ loaderData }: Route.ComponentProps) {
  return <LiveDeskScreen data={loaderData} />;
}
