import { useEffect, useRef, useState } from "react";
import type { CountViewResponse } from "#common/schemas/articles.ts";
import { publicApi } from "#web/lib/public-api.ts";

/**
 * Counts the reader's view once per mount of an article (SPEC.md §4: once after load), not on
 * re-renders or revalidation; the server counts a reader once per 30 minutes. Returns the
 * views the server reported, once it answered.
 */
export function useCountView(articleId: number): number | undefined {
  const [views, setViews] = useState<number>();
  // React's development double effects must not count twice.
  const counted = useRef<number | null>(null);
  useEffect(() => {
    if (counted.current === articleId) return;
    counted.current = articleId;
    publicApi<CountViewResponse>(`/articles/${articleId}/count-view`, { method: "POST" })
      .then((result) => setViews(result.views))
      // SPEC.md §8: a failed view count is only logged.
      .catch((error: unknown) => console.warn("count-view failed", error));
  }, [articleId]);
  return views;
}
