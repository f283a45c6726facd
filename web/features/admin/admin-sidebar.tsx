import { ExternalLink, KeyRound, LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { authTexts } from "#common/messages/auth.ts";
import { accountPageTexts } from "#common/messages/sessions.ts";
import { adminPaths } from "#common/page-paths.ts";
import { backOfficeName, roleLabels, staffShellTexts, staffTexts } from "#common/messages/staff.ts";
import { effectiveRole } from "#common/roles.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import type { AdminMenuItem } from "./admin-menu.ts";

type AdminSidebarProps = {
  user: PublicUser;
  items: readonly AdminMenuItem[];
  brand: ReactNode;
  onLogout: () => void;
  /** Called when a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
};

const linkBase =
  "flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600";

/** The admin sidebar (SPEC.md §2, Admin shell): menu, the user's initial, username and role, logout, the site. */
export function AdminSidebar({ user, items, brand, onLogout, onNavigate }: AdminSidebarProps) {
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 flex-col items-start justify-center border-b border-zinc-200 px-5 dark:border-zinc-800">
        {brand}
        <p className="text-[0.6875rem] leading-4 font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">
          {backOfficeName(user.role)}
        </p>
      </div>
      <nav aria-label={staffShellTexts.mainMenu} className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {items.map(({ path, label, icon: Icon }) => (
            <li key={path}>
              <NavLink
                to={path}
                end={path === "/admin"}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `${linkBase} ${
                    isActive
                      ? "bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-red-200"
                      : "text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-50"
                  }`
                }
              >
                <Icon aria-hidden className="h-5 w-5 shrink-0" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-zinc-200 p-3 dark:border-zinc-800">
        <div className="flex items-center gap-3 px-2 py-2" aria-label={staffShellTexts.account} role="group">
          <UserAvatar name={user.username} src={user.avatar} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-zinc-900 dark:text-zinc-50">{user.username}</p>
            <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">{roleLabels[effectiveRole(user.role)]}</p>
          </div>
        </div>
        <NavLink
          to={adminPaths.account}
          onClick={onNavigate}
          className={({ isActive }) =>
            `${linkBase} ${isActive ? "bg-brand-50 text-brand-700 dark:bg-brand-800/30 dark:text-red-200" : "text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"}`
          }
        >
          <KeyRound aria-hidden className="h-5 w-5 shrink-0" />
          {accountPageTexts.link}
        </NavLink>
        <Link
          to="/home"
          onClick={onNavigate}
          className={`${linkBase} text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800`}
        >
          <ExternalLink aria-hidden className="h-5 w-5 shrink-0" />
          {staffTexts.viewSite}
        </Link>
        <button
          type="button"
          onClick={onLogout}
          className={`${linkBase} w-full text-zinc-700 hover:bg-brand-50 hover:text-brand-700 dark:text-zinc-300 dark:hover:bg-brand-800/30 dark:hover:text-red-200`}
        >
          <LogOut aria-hidden className="h-5 w-5 shrink-0" />
          {authTexts.logout}
        </button>
      </div>
    </div>
  );
}
