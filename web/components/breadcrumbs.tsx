import { homeTexts } from "#common/messages.ts";

export type Crumb = { name: string; url: string };

/** SPEC.md §2: items with name and url; the last one is the current page and not a link. */
export function Breadcrumbs({ items, label = homeTexts.breadcrumbLabel }: { items: Crumb[]; label?: string }) {
  return (
    <nav aria-label={label} className="min-w-0 text-sm text-zinc-600 dark:text-zinc-400">
      <ol className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${item.url}-${i}`} className={last ? "min-w-0 truncate font-medium text-zinc-900 dark:text-zinc-100" : "flex items-center gap-1.5"}>
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
