import { redirect } from "react-router";
import { requireAdminSession } from "#web/lib/guards.ts";
import { adminMenuFor } from "./admin-menu.ts";
import { adminPaths } from "#common/page-paths.ts";

/**
 * An admin screen's guard: the admin session, and the menu's role rule for this screen
 * (SPEC.md §2). A user whose role does not see the screen in the menu is sent to the first screen
 * it does see (/admin, or the articles for an Editor).
 */
export async function requireAdminScreen(request: Request, menuPath: string) {
  const session = await requireAdminSession(request);
  const menu = adminMenuFor(session.user.role);
  if (!menu.some((item) => item.path === menuPath)) throw redirect(menu[0]?.path ?? adminPaths.dashboard);
  return session;
}
