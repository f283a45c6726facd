import { useLocation, useNavigation } from "react-router";
import { articleTexts } from "#common/messages.ts";
import { Spinner } from "#web/components/ui/spinner.tsx";

/**
 * SPEC.md §2: "Зареждане на статията..." while an article loads. The article page shows it when
 * one article opens another; this shows it when any other page (home, a category, search) does.
 */
export function ArticleLoadingBanner() {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  const loadingArticle =
    navigation.state === "loading" && !!next && next.pathname.startsWith("/article/") && !location.pathname.startsWith("/article/");
  if (!loadingArticle) return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 flex justify-center p-3">
      <div className="rounded-full bg-white px-4 py-2 shadow-lg ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-700">
        <Spinner label={articleTexts.loading} />
      </div>
    </div>
  );
}
