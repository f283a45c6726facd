import { AlertTriangle } from "lucide-react";
import { useLocation, useRouteLoaderData } from "react-router";
import { homeTexts, site } from "#common/messages/reader.ts";
import { SiteFooter } from "#web/components/site-footer.tsx";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { SiteHeader } from "../site-header.tsx";

/** The list failed to load (SPEC.md §8): Грешка при зареждането, with a way to try again. */
export function HomeErrorView() {
  const root = useRouteLoaderData("root") as { siteName?: string } | undefined;
  const location = useLocation();
  return (
    <>
      <SiteHeader siteName={root?.siteName ?? site.defaultName} />
      <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
        <AlertTriangle aria-hidden className="h-12 w-12 text-brand-600 dark:text-red-400" />
        <h1 className="text-2xl font-bold">{homeTexts.loadError}</h1>
        <p className="text-zinc-600 dark:text-zinc-400">{homeTexts.loadErrorBody}</p>
        {/* A full reload: the data may load now even if client navigation failed. */}
        <a href={`${location.pathname}${location.search}`} className={buttonClasses("primary", "md", "mt-2")}>
          {homeTexts.retry}
        </a>
      </main>
      <SiteFooter />
    </>
  );
}
