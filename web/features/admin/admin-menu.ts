import {
  FileText,
  FileUp,
  FolderTree,
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
import { moderationTexts } from "#common/messages/moderation.ts";
import { adminMenuTexts } from "#common/messages/staff.ts";
import { redirectAdminTexts } from "#common/messages/redirects.ts";
import { tagAdminTexts } from "#common/messages/tags.ts";
import { importPanelTexts } from "#common/messages/wordpress-report.ts";
import { effectiveRole, type Role } from "#common/roles.ts";

export type AdminMenuItem = {
  path: string;
  label: string;
  icon: LucideIcon;
  /** Who sees the item (SPEC.md §2, Admin shell). */
  roles: readonly Role[];
  /** Whether its screen exists yet; the shell lists only available items. */
  available: boolean;
};

/** SPEC.md §2's admin menu, in its order, with the comments of issue 22. */
export const adminMenu: readonly AdminMenuItem[] = [
  {
    path: adminPaths.dashboard,
    label: adminMenuTexts.dashboard,
    icon: LayoutDashboard,
    roles: ["Owner", "Admin", "Journalist"],
    available: true,
  },
  {
    path: adminPaths.articles,
    label: adminMenuTexts.articles,
    icon: Newspaper,
    roles: ["Owner", "Admin", "Journalist"],
    available: true,
  },
  // Issue 22: comment moderation, next to the articles the comments are under.
  {
    path: adminPaths.comments,
    label: moderationTexts.menu,
    icon: MessagesSquare,
    roles: ["Owner", "Admin"],
    available: true,
  },
  {
    path: adminPaths.featuredArticles,
    label: adminMenuTexts.featuredArticles,
    icon: Star,
    roles: ["Owner", "Admin"],
    available: true,
  },
  {
    path: adminPaths.categories,
    label: adminMenuTexts.categories,
    icon: FolderTree,
    roles: ["Owner", "Admin"],
    available: true,
  },
  // Issue 32: the tags journalists use, beside the categories.
  { path: adminPaths.tags, label: tagAdminTexts.title, icon: Tags, roles: ["Owner", "Admin"], available: true },
  // Issue 33: old addresses (a WordPress site's, or any an admin adds) that lead to pages of the site.
  {
    path: adminPaths.redirects,
    label: redirectAdminTexts.title,
    icon: Signpost,
    roles: ["Owner", "Admin"],
    available: true,
  },
  {
    path: adminPaths.journalists,
    label: adminMenuTexts.journalists,
    icon: Users,
    roles: ["Owner", "Admin"],
    available: true,
  },
  { path: adminPaths.admins, label: adminMenuTexts.admins, icon: ShieldCheck, roles: ["Owner"], available: true },
  { path: adminPaths.auditLogs, label: adminMenuTexts.auditLogs, icon: ScrollText, roles: ["Owner"], available: true },
  // Issue 21: the publisher's pages of the site's footer.
  { path: adminPaths.sitePages, label: adminMenuTexts.sitePages, icon: FileText, roles: ["Owner"], available: true },
  // Issue 33: moving a newsroom's WordPress archive in.
  { path: adminPaths.wordpressImport, label: importPanelTexts.title, icon: FileUp, roles: ["Owner"], available: true },
];

/** The items a user with this role sees (no role counts as Journalist), leaving out screens not built yet. */
export function adminMenuFor(
  role: string | null | undefined,
  menu: readonly AdminMenuItem[] = adminMenu,
): AdminMenuItem[] {
  const effective = effectiveRole(role);
  return menu.filter((item) => item.available && item.roles.includes(effective));
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
