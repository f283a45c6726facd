import { FileWarning } from "lucide-react";
import { sitePageTexts } from "#common/messages/admin.ts";
import { adminPaths } from "#common/page-paths.ts";
import type { SitePageAdmin } from "#common/schemas/site-pages.ts";
import { DashboardReminder } from "../dashboard/dashboard-reminder.tsx";

/**
 * The Owner's dashboard note that the publisher's pages have gaps to fill (issue 29, point 15):
 * readers see the pages without them, so nobody else would notice what is missing.
 */
export function SitePageGapsReminder({ pages }: { pages: SitePageAdmin[] }) {
  const incomplete = pages.filter((page) => page.gaps.length > 0);
  if (incomplete.length === 0) return null;
  return (
    <DashboardReminder
      icon={FileWarning}
      text={sitePageTexts.gapsReminder(incomplete.map((page) => page.title).join(", "))}
      to={adminPaths.sitePages}
      linkLabel={sitePageTexts.toSitePages}
    />
  );
}
