import { homeTexts, site } from "#common/messages.ts";
import { ArticleCard } from "#web/features/reader/article-card.tsx";
import { loadHomePage } from "#web/features/reader/home-data.server.ts";
import { SiteHeader } from "#web/features/reader/site-header.tsx";
import { canonicalUrl, pageTitle, siteName } from "#web/lib/meta.ts";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadHomePage(context, new URL(request.url));
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, homeTexts.home) },
  { name: "description", content: `${siteName(matches)}: ${site.tagline}` },
  { tagName: "link", rel: "canonical", href: canonicalUrl(matches, "/home") },
];

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const name = siteName(matches);
  const { articles } = loaderData;
  return (
    <>
      <SiteHeader siteName={name} />
      <main className="mx-auto max-w-6xl px-4 pb-16">
        <h1 className="sr-only">{name}</h1>
        {articles.length === 0 ? (
          <p className="py-16 text-center text-zinc-500">{homeTexts.noArticles}</p>
        ) : (
          <div>
            {articles.map((article, i) => (
              <ArticleCard key={article.id} article={article} eager={i < 3} />
            ))}
          </div>
        )}
      </main>
    </>
  );
}
