import { useLocation, useNavigation } from "react-router";
import { articleTexts } from "#common/messages/reader.ts";
import { LoadingBanner } from "./loading-banner.tsx";

/**
 * SPEC.md §2: "Зареждане на статията..." while an article loads, for a page React Router renders
 * in the browser (a staff screen opening an article); the reader's pages show it from
 * web/islands/navigation-feedback.ts.
 */
export function ArticleLoadingBanner() {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  const loadingArticle =
    navigation.state === "loading" &&
    !!next &&
    next.pathname.startsWith("/article/") &&
    !location.pathname.startsWith("/article/");
  if (!loadingArticle) return null;
  return <LoadingBanner label={articleTexts.loading} />;
}
