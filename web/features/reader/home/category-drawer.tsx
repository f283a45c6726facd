import { Menu } from "lucide-react";
import { Suspense } from "react";
import { homeTexts } from "#common/messages/reader.ts";
import { PlainButton } from "#web/components/ui/button.tsx";
import { lazyPanel, useLazyOverlay } from "#web/components/ui/lazy-overlay.ts";
import type { HomeTab } from "./home-url.ts";

const loadPanel = () => import("./category-drawer-panel.tsx");
const CategoryDrawerPanel = lazyPanel(() => loadPanel().then((module) => module.CategoryDrawerPanel));

type CategoryDrawerProps = { categories: { id: number; name: string }[]; current: string | null; tab: HomeTab };

/** Below 768 px: the header's toggle and the category sidebar as a drawer, whose code loads on the first open. */
export function CategoryDrawer(props: CategoryDrawerProps) {
  const overlay = useLazyOverlay(loadPanel);
  return (
    <>
      <PlainButton
        {...overlay.triggerProps}
        variant="ghost"
        size="icon"
        className="-ml-2 md:hidden"
        aria-label={homeTexts.openCategories}
      >
        <Menu aria-hidden className="h-6 w-6" />
      </PlainButton>
      {overlay.mounted && (
        <Suspense>
          <CategoryDrawerPanel {...props} {...overlay.panelProps} />
        </Suspense>
      )}
    </>
  );
}
