import { useRouteLoaderData } from "react-router";
import { homeTexts } from "#common/messages/reader.ts";
import { breadcrumbStructuredData } from "#web/lib/site-structured-data.ts";
import { JsonLd } from "./json-ld.tsx";

export type Crumb = { name: string; url: string };

/**
 * SPEC.md §2: items with name and url; the last one is the current page and not a link. The same
 * trail is the page's schema.org BreadcrumbList for search engines (issue 29).
 */
export function Breadcrumbs({ items, label = homeTexts.breadcrumbLabel }: { items: Crumb[]; label?: string }) {
  const publicUrl = (useRouteLoaderData("root") as { publicUrl?: string } | undefined)?.publicUrl ?? "";
  return (
    <nav aria-label={label} className="min-w-0 text-sm text-zinc-600 dark:text-zinc-400">
      <JsonLd value={breadcrumbStructuredData(items, publicUrl)} />
      <ol className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li
              key={`${item.url}-${i}`}
              className={
                last ? "min-w-0 truncate font-medium text-zinc-900 dark:text-zinc-100" : "flex items-center gap-1.5"
              }
            >
              {last ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <>
                  <a href={item.url} className="hover:text-brand-600 hover:underline">
                    {item.name}
                  </a>
                  <span aria-hidden>›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
