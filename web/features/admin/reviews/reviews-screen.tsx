import { useRevalidator, useSearchParams } from "react-router";
import { reviewTexts } from "#common/messages/reviews.ts";
import { isNewsroomRole } from "#common/roles.ts";
import { useAdminUser } from "../admin-context.ts";
import { EmptyState, ErrorState, Panel, PanelHeader } from "../ui/states.tsx";
import { ReviewDialog } from "./review-dialog.tsx";
import { ReviewList } from "./review-list.tsx";
import { openReviewParam, type ReviewsData } from "./reviews-data.ts";

/** Issue 35, point 2: what journalists sent for review, oldest first; one opens in its dialog. */
export function ReviewsScreen({ data: { queue, open } }: { data: ReviewsData }) {
  const user = useAdminUser();
  const { revalidate } = useRevalidator();
  const [, setSearchParams] = useSearchParams();
  const items = queue.ok ? queue.data : [];
  const openItem = open ? items.find((item) => item.articleId === open.id) : undefined;
  // The builder takes the Editor, not the admins (web/lib/guards.ts, decision 0134).
  const mayEdit = isNewsroomRole(user.role);
  const openReview = (id: number | null) =>
    setSearchParams(id === null ? {} : { [openReviewParam]: String(id) }, { preventScrollReset: true });

  return (
    <>
      <Panel aria-labelledby="reviews-heading">
        <PanelHeader id="reviews-heading" title={reviewTexts.waiting} count={queue.ok ? items.length : undefined} />
        {!queue.ok ? (
          <div className="p-4">
            <ErrorState message={reviewTexts.loadFailed} onRetry={revalidate} />
          </div>
        ) : items.length === 0 ? (
          <EmptyState message={reviewTexts.empty} />
        ) : (
          <ReviewList items={items} mayEdit={mayEdit} onReview={(item) => openReview(item.articleId)} />
        )}
      </Panel>
      {open && (
        <ReviewDialog
          key={open.id}
          articleId={open.id}
          title={openItem?.title}
          review={open.review}
          mayEdit={mayEdit}
          mayDecide={openItem?.mayDecide ?? true}
          onClose={() => openReview(null)}
        />
      )}
    </>
  );
}
