import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { authTexts } from "#common/messages/auth.ts";
import { notFoundTexts } from "#common/messages/reader.ts";
import { ArticleLoadingBanner } from "#web/components/article-loading-banner.tsx";
import { NotFoundView } from "#web/components/not-found-view.tsx";
import { earlyTapsScript } from "#web/islands/early-taps.ts";
import { IslandScripts } from "#web/islands/island-scripts.tsx";
import { isReaderPage } from "#web/islands/reader-page.ts";
import { adoptStyleNonce, StyleNonceMeta, useNonce } from "#web/lib/nonce.tsx";
import { NowProvider } from "#web/lib/now.tsx";
import { systemThemeClass, themeFromCookieHeader, type ThemeChoice } from "#common/theme.ts";
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
    sitePages: await context.shownSitePages(),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData("root") as { theme: ThemeChoice } | undefined;
  const nonce = useNonce()?.script;
  const theme = data?.theme ?? "system";
  // A reader's page loads its islands' entry instead of React Router's client (decision 0088).
  const islandsOnly = useMatches().some((match) => isReaderPage(match.handle));
  return (
    <html
      lang="bg"
      className={theme === "dark" ? "dark" : theme === "system" ? systemThemeClass : undefined}
      style={{ colorScheme: theme === "system" ? "light dark" : theme }}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <StyleNonceMeta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="alternate" type="application/rss+xml" title="RSS" href="/rss.xml" />
        <Meta />
        {/* A reader's taps before the islands wake are kept and carried out then (issue 29, point 16). */}
        {islandsOnly && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyTapsScript }} />}
        {/* The server puts every modulepreload of <Scripts /> at the top of the head; a preload puts
            the render-blocking stylesheet ahead of them (one request, which the link below reuses). */}
        <link rel="preload" as="style" href={stylesheet} />
        <Links />
      </head>
      {/* On a reader's page any word breaks where it would not fit the line: a name or a title of
          one 50-letter word wraps on a 320 px phone instead of widening the page (issue 29, point 12). */}
      <body className={islandsOnly ? "min-h-dvh wrap-anywhere" : "min-h-dvh"}>
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
