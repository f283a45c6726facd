import {
  ClipboardCheck,
  FileText,
  FileUp,
  FolderTree,
  Images,
  LayoutDashboard,
  MessagesSquare,
  Newspaper,
  ScrollText,
  ShieldCheck,
  Signpost,
  Star,
  Tags,
  Users,
  type LucideIcon,
} from "lucide-react";
import { adminPaths } from "#common/page-paths.ts";
import { mediaLibraryTexts } from "#common/messages/media.ts";
import { moderationTexts } from "#common/messages/moderation.ts";
import { adminMenuTexts } from "#common/messages/staff.ts";
import { reviewTexts } from "#common/messages/reviews.ts";
import { redirectAdminTexts } from "#common/messages/redirects.ts";
import { tagAdminTexts } from "#common/messages/tags.ts";
import { importPanelTexts } from "#common/messages/wordpress-report.ts";
import { effectiveRole, isAdminRole, isEditorialRole, isEditorRole, isOwnerRole, isStaffRole } from "#common/roles.ts";

/** Who sees an item: the same checks as the API's guards. */
const audiences = {
  staff: isStaffRole,
  /** SPEC.md §2's table for the dashboard: staff but the Editor, whose desk is articles and comments (decision 0134). */
  staffButEditors: (role: string) => isStaffRole(role) && !isEditorRole(role),
  editorial: isEditorialRole,
  admins: isAdminRole,
  owner: isOwnerRole,
};

export type AdminMenuItem = {
  path: string;
  label: string;
  icon: LucideIcon;
  /** Who sees the item (SPEC.md §2, Admin shell): every staff role, the editorial desk, Admin and Owner, or the Owner alone. */
  seenBy: keyof typeof audiences;
};

/** SPEC.md §2's admin menu, in its order, with the comments of issue 22. */
export const adminMenu: readonly AdminMenuItem[] = [
  { path: adminPaths.dashboard, label: adminMenuTexts.dashboard, icon: LayoutDashboard, seenBy: "staffButEditors" },
  { path: adminPaths.articles, label: adminMenuTexts.articles, icon: Newspaper, seenBy: "staff" },
  // Issue 35: what journalists sent for review before publishing, for the editorial desk.
  { path: adminPaths.reviews, label: reviewTexts.queue, icon: ClipboardCheck, seenBy: "editorial" },
  // Issue 34: the pictures already uploaded, for reuse and their focal points.
  { path: adminPaths.media, label: mediaLibraryTexts.title, icon: Images, seenBy: "staff" },
  // Issue 22: comment moderation, next to the articles the comments are under.
  { path: adminPaths.comments, label: moderationTexts.menu, icon: MessagesSquare, seenBy: "editorial" },
  { path: adminPaths.featuredArticles, label: adminMenuTexts.featuredArticles, icon: Star, seenBy: "editorial" },
  { path: adminPaths.categories, label: adminMenuTexts.categories, icon: FolderTree, seenBy: "admins" },
  // Issue 32: the tags journalists use, beside the categories.
  { path: adminPaths.tags, label: tagAdminTexts.title, icon: Tags, seenBy: "admins" },
  // Issue 33: old addresses (a WordPress site's, or any an admin adds) that lead to pages of the site.
  { path: adminPaths.redirects, label: redirectAdminTexts.title, icon: Signpost, seenBy: "admins" },
  { path: adminPaths.journalists, label: adminMenuTexts.journalists, icon: Users, seenBy: "admins" },
  { path: adminPaths.admins, label: adminMenuTexts.admins, icon: ShieldCheck, seenBy: "owner" },
  { path: adminPaths.auditLogs, label: adminMenuTexts.auditLogs, icon: ScrollText, seenBy: "owner" },
  // Issue 21: the publisher's pages of the site's footer.
  { path: adminPaths.sitePages, label: adminMenuTexts.sitePages, icon: FileText, seenBy: "owner" },
  // Issue 33: moving a newsroom's WordPress archive in.
  { path: adminPaths.wordpressImport, label: importPanelTexts.title, icon: FileUp, seenBy: "owner" },
];

/** The items a user with this role sees (no role counts as Journalist). */
export function adminMenuFor(role: string | null | undefined): AdminMenuItem[] {
  const effective = effectiveRole(role);
  return adminMenu.filter((item) => audiences[item.seenBy](effective));
}

/** The item a path belongs to: the longest menu path that is the path itself or one of its parents. */
export function adminMenuItemAt(pathname: string, items: readonly AdminMenuItem[]): AdminMenuItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  let best: AdminMenuItem | undefined;
  for (const item of items) {
    if ((path === item.path || path.startsWith(`${item.path}/`)) && item.path.length > (best?.path.length ?? -1))
      best = item;
  }
  return best;
}
