import type { ReactNode } from "react";
import { homeTexts } from "#common/messages/reader.ts";
import { Breadcrumbs } from "#web/components/breadcrumbs.tsx";
import { SiteFooter } from "#web/components/site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { mainContentId, SkipLink } from "./skip-link.tsx";

/** Where a reader page stands: its name and address, after the home page in the breadcrumbs. */
export type ReaderCrumb = { name: string; url: string };

/** A reader page's main column: the skip link's target, opening with the breadcrumbs from the home page. */
export function ReaderMain({
  className,
  crumb,
  children,
}: {
  className: string;
  crumb: ReaderCrumb;
  children: ReactNode;
}) {
  return (
    <main id={mainContentId} tabIndex={-1} className={className}>
      <Breadcrumbs items={[{ name: homeTexts.home, url: "/home" }, crumb]} />
      {children}
    </main>
  );
}

/** A reader page of one column (an author's, a tag's, the publisher's): the site's header, the column, the footer. */
export function ReaderPageLayout({
  siteName,
  width,
  crumb,
  children,
}: {
  siteName: string;
  width: "max-w-3xl" | "max-w-4xl";
  crumb: ReaderCrumb;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <SiteHeader siteName={siteName} />
      <ReaderMain className={`mx-auto ${width} scroll-mt-20 px-4 pt-4 pb-16 focus:outline-none sm:px-6`} crumb={crumb}>
        {children}
      </ReaderMain>
      <SiteFooter />
    </>
  );
}
