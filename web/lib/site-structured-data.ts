import { searchHref } from "#common/search-query.ts";

/** What the site's structured data says of it: its name, tagline and public address. */
export type SiteFacts = { name: string; tagline: string; publicUrl: string };

/**
 * schema.org WebSite and Organization of the home page (issue 29, point 17): the site's name and
 * address, its search (SearchAction, so a search engine may offer a search box for the site) and
 * who publishes it, with its logo.
 */
export function siteStructuredData(site: SiteFacts) {
  const home = `${site.publicUrl}/home`;
  const organization = {
    "@type": "NewsMediaOrganization",
    "@id": `${site.publicUrl}/#organization`,
    name: site.name,
    url: home,
    logo: { "@type": "ImageObject", url: `${site.publicUrl}/favicon.svg` },
    publishingPrinciples: `${site.publicUrl}/za-nas`,
  };
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebSite",
        "@id": `${site.publicUrl}/#website`,
        name: site.name,
        description: site.tagline,
        url: home,
        inLanguage: "bg",
        publisher: { "@id": organization["@id"] },
        potentialAction: {
          "@type": "SearchAction",
          target: {
            "@type": "EntryPoint",
            urlTemplate: `${site.publicUrl}${searchHref({ q: "" })}{search_term_string}`,
          },
          "query-input": "required name=search_term_string",
        },
      },
      organization,
    ],
  };
}

/** schema.org BreadcrumbList of a page's breadcrumbs (names and site paths), with absolute addresses. */
export function breadcrumbStructuredData(items: readonly { name: string; url: string }[], publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${publicUrl}${item.url}`,
    })),
  };
}
