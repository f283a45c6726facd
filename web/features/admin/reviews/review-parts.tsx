import { formatAdminDateTime } from "#common/dates.ts";
import { reviewTexts } from "#common/messages/reviews.ts";
import { pagePaths, pathTo } from "#common/page-paths.ts";
import type { ArticleReview } from "#common/schemas/reviews.ts";
import { Badge } from "../ui/states.tsx";

/** A new article, or a change to a published one. */
export function KindBadge({ kind }: { kind: ArticleReview["kind"] }) {
  return <Badge tone={kind === "new" ? "blue" : "amber"}>{reviewTexts.kinds[kind]}</Badge>;
}

/** Who sent the article and when, in Sofia time (no name when the sender's account is gone). */
export const sentLine = ({ sentBy, sentAt }: Pick<ArticleReview, "sentBy" | "sentAt">) =>
  sentBy ? reviewTexts.sentBy(sentBy, formatAdminDateTime(sentAt)) : reviewTexts.sentAt(formatAdminDateTime(sentAt));

/** The staff preview of the article as readers would see it (decision 0050). */
export const previewPath = (articleId: number) => pathTo(pagePaths.preview, { articleId });
