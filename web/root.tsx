import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteLoaderData } from "react-router";
import { authTexts, notFoundTexts } from "#common/messages.ts";
import { ArticleLoadingBanner } from "#web/components/article-loading-banner.tsx";
import { NotFoundView } from "#web/components/not-found-view.tsx";
import { IslandScripts } from "#web/islands/island-scripts.tsx";
import { isReaderPage } from "#web/islands/reader-page.ts";
import { adoptStyleNonce, StyleNonceMeta, useNonce } from "#web/lib/nonce.tsx";
import { NowProvider } from "#web/lib/now.tsx";
import { themeFromCookieHeader, type Theme } from "#common/theme.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

if (typeof document !== "undefined") adoptStyleNonce();

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    theme: themeFromCookieHeader(request.headers.get("cookie")),
    siteName: context.site.name,
    publicUrl: context.site.publicUrl,
    renderedAt: context.now().getTime(),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData("root") as { theme: Theme } | undefined;
  const nonce = useNonce()?.script;
  const theme = data?.theme ?? "light";
  // A reader's page loads its islands' entry instead of React Router's client (decision 0088).
  const islandsOnly = useMatches().some((match) => isReaderPage(match.handle));
  return (
    <html lang="bg" className={theme === "dark" ? "dark" : undefined} style={{ colorScheme: theme }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <StyleNonceMeta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title="RSS" href="/rss.xml" />
        <Meta />
        {/* The server puts every modulepreload of <Scripts /> at the top of the head; a preload puts
            the render-blocking stylesheet ahead of them (one request, which the link below reuses). */}
        <link rel="preload" as="style" href={stylesheet} />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        {islandsOnly ? (
          <IslandScripts />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <NowProvider renderedAt={loaderData.renderedAt}>
      <ArticleLoadingBanner />
      <Outlet />
    </NowProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">{authTexts.unexpectedError}</h1>
      <p className="mt-4">
        <a className="text-brand-600 underline" href="/home">
          {notFoundTexts.home}
        </a>
      </p>
    </main>
  );
}
