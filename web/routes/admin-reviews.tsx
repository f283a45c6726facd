import { adminPaths } from "#common/page-paths.ts";
import { reviewTexts } from "#common/messages/reviews.ts";
import { staffTexts } from "#common/messages/staff.ts";
import { changeReview, loadReviews } from "#web/features/admin/reviews/reviews-data.ts";
import { ReviewsScreen } from "#web/features/admin/reviews/reviews-screen.tsx";
import { requireAdminScreen } from "#web/features/admin/screen-guard.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-reviews";

// /admin/reviews (issue 35, point 2): the editorial desk's queue; ?review={id} opens one.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminScreen(request, adminPaths.reviews);
  return loadReviews(request);
}
clientLoader.hydrate = true as const;

export const clientAction = ({ request }: Route.ClientActionArgs) => changeReview(request);

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${reviewTexts.queue} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function AdminReviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsScreen data={loaderData} />;
}
