import { Heart } from "lucide-react";
import { useEffect, useState } from "react";
import { articleTexts } from "#common/messages/reader.ts";
import type { LikedResponse, LikeResponse } from "#common/schemas/articles.ts";
import { useStore } from "#web/islands/store.ts";
import { publicApi } from "#web/lib/public-api.ts";
import { actionButtonClasses } from "./action-button.ts";
import { refetchArticle, refetchedArticle } from "./article-live.ts";

type LikeButtonProps = {
  articleId: number;
  likes: number;
  liked: boolean;
  /** The article's comments as the page was rendered. */
  comments: number;
};

/**
 * One like per reader (the server keeps it by the reader cookie). A liked article shows a red
 * filled heart, whether liked now or on an earlier visit (SPEC.md §4). The page is the same for
 * every reader and re-rendered only when its content changes (decision 0138), so an earlier like
 * and the counters now are asked for once the page has loaded; when other readers' comments came
 * since the render, the article is fetched again, which brings them to every island.
 */
export function LikeButton({ articleId, likes, liked, comments }: LikeButtonProps) {
  const refetched = useStore(refetchedArticle);
  const [justLiked, setJustLiked] = useState<number | null>(null);
  const [likedBefore, setLikedBefore] = useState(false);
  const [likesNow, setLikesNow] = useState(0);
  const [pending, setPending] = useState(false);
  const isLiked = liked || likedBefore || justLiked !== null || !!refetched?.liked;

  useEffect(() => {
    const controller = new AbortController();
    publicApi<LikedResponse>(`/articles/${articleId}/liked`, { signal: controller.signal })
      .then((result) => {
        setLikedBefore(result.liked);
        setLikesNow(result.likes);
        if (result.comments !== comments) void refetchArticle(articleId);
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") console.warn("liked check failed", error);
      });
    return () => controller.abort();
  }, [articleId, comments]);
  const count = Math.max(likes, likesNow, justLiked ?? 0, refetched?.stats.likes ?? 0);

  async function like() {
    if (isLiked || pending) return;
    setPending(true);
    try {
      const result = await publicApi<LikeResponse>(`/articles/${articleId}/like`, { method: "POST" });
      setJustLiked(result.likes);
      // SPEC.md §4: after a like the article is fetched again.
      void refetchArticle(articleId);
    } catch (error) {
      // SPEC.md §8: a failed like is only logged.
      console.warn("like failed", error);
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={like}
      aria-pressed={isLiked}
      aria-busy={pending || undefined}
      aria-label={articleTexts.like(count)}
      data-liked={isLiked}
      className={`${actionButtonClasses} ${isLiked ? "border-red-200 bg-red-50 text-red-700 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300" : ""}`}
    >
      <Heart
        aria-hidden
        className={`h-5 w-5 ${isLiked ? "fill-red-600 text-red-600 dark:fill-red-500 dark:text-red-500" : ""}`}
      />
      <span className="tabular-nums">{count}</span>
    </button>
  );
}
