import { articleTexts } from "#common/messages/reader.ts";
import { loadViberSharePage } from "#web/features/reader/article/viber-share-data.server.ts";
import { ViberSharePage } from "#web/features/reader/article/viber-share-page.tsx";
import { notFoundMeta, pageTitle } from "#web/lib/meta.ts";
import { fromReaderPageData, loadReaderPageAnew, readerPageData, readerPageHandle } from "#web/islands/reader-page.ts";
import type { Route } from "./+types/share-viber";

/** A reader's page: server-rendered, its islands hydrated (decision 0088). */
export const handle = readerPageHandle;
export const clientLoader = loadReaderPageAnew;

export async function loader({ params, context }: Route.LoaderArgs) {
  return readerPageData(await loadViberSharePage(context, params.articleId));
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const data = fromReaderPageData(loaded);
  return data
    ? [{ title: pageTitle(matches, articleTexts.viberShare.title) }, { name: "robots", content: "noindex" }]
    : notFoundMeta(matches);
};

/** The Viber share popup of an article on a computer (share-targets.ts). */
export default function ShareViber({ loaderData }: Route.ComponentProps) {
  const { title, url } = fromReaderPageData(loaderData);
  return <ViberSharePage title={title} url={url} />;
}
