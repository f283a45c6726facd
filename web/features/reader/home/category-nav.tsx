import { homeTexts } from "#common/messages/reader.ts";
import { homeHref, type HomeTab } from "./home-url.ts";

type CategoryNavProps = {
  categories: { id: number; name: string }[];
  /** The selected category, or null for Всички. */
  current: string | null;
  tab: HomeTab;
  onNavigate?: () => void;
};

/** The category list of the sidebar and of the mobile drawer; Всички first. The tab is kept. */
export function CategoryNav({ categories, current, tab, onNavigate }: CategoryNavProps) {
  const items = [
    { key: "all", name: homeTexts.allCategories, category: null },
    ...categories.map((c) => ({ key: String(c.id), name: c.name, category: c.name })),
  ];
  return (
    <ul className="space-y-0.5">
      {items.map((item) => {
        const active = item.category === current;
        return (
          <li key={item.key}>
            <a
              href={homeHref({ category: item.category, tab })}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={`flex items-center rounded-lg px-3 py-2 text-[0.9375rem] font-semibold ${
                active
                  ? "bg-brand-600 text-white"
                  : "text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white"
              }`}
            >
              {item.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
