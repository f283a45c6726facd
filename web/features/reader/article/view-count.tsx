import { Eye } from "lucide-react";
import { articleTexts } from "#common/messages/reader.ts";
import { useStore } from "#web/islands/store.ts";
import { refetchedArticle } from "./article-live.ts";
import { useCountView } from "./use-count-view.ts";

/** An article's views, as the byline shows them. */
export function ViewCount({ views }: { views: number }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Eye aria-hidden className="h-4 w-4" />
      {articleTexts.views(views)}
    </span>
  );
}

/**
 * The views of the article being read, an island (decision 0088): it counts the reader's view once
 * after the page has loaded (SPEC.md §4) and shows the count the server answers.
 */
export function CountedViews({ articleId, views }: { articleId: number; views: number }) {
  const counted = useCountView(articleId);
  const refetched = useStore(refetchedArticle);
  return <ViewCount views={Math.max(views, counted ?? 0, refetched?.stats.views ?? 0)} />;
}
