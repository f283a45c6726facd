import { ExternalLink, Images, LogOut, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { authTexts } from "#common/messages/auth.ts";
import { authorTexts } from "#common/messages/authors.ts";
import { mediaLibraryTexts } from "#common/messages/media.ts";
import { backOfficeName, staffTexts } from "#common/messages/staff.ts";
import { journalistPaths } from "#common/page-paths.ts";
import { isEditorialRole } from "#common/roles.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";
import { ThemeSwitch } from "#web/components/ui/theme-switch.tsx";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { signOutHere } from "#web/lib/session.ts";

/** The journalist area's frame: logo, who is signed in, theme, the site, logout (to /journalist/login). */
export function JournalistShell({
  user,
  brand,
  children,
}: {
  user: PublicUser;
  brand: ReactNode;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const displayName = user.name?.trim() || user.username;
  const deskLabel = backOfficeName(user.role);

  function logout() {
    signOutHere();
    void navigate("/journalist/login", { replace: true });
  }

  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">
      <header className="sticky top-0 z-20 border-b border-zinc-200 bg-white/95 backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/95">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-6">
          <div className="flex min-w-0 items-baseline gap-3">
            {brand}
            <span className="hidden truncate text-xs font-semibold tracking-wide text-zinc-500 uppercase lg:inline dark:text-zinc-400">
              {staffTexts.journalistArea}
            </span>
          </div>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {/* One's own profile (issue 29): the name and photo shown here are changed there. */}
            <Link
              to="/journalist/profile"
              title={authorTexts.myProfile}
              className="mr-1 hidden items-center gap-2 rounded-lg px-1 py-1 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-600 min-[360px]:flex sm:mr-2 dark:hover:bg-zinc-800"
            >
              <UserAvatar name={displayName} src={user.avatar} className="h-8 w-8 text-sm" />
              <span className="hidden max-w-48 truncate text-sm font-semibold text-zinc-800 sm:inline dark:text-zinc-100">
                {displayName}
              </span>
              <span className="sr-only">{authorTexts.myProfile}</span>
            </Link>
            <Link
              to={journalistPaths.media}
              className={buttonClasses("ghost", "md", "px-2.5 sm:px-3")}
              title={mediaLibraryTexts.title}
            >
              <Images aria-hidden className="h-5 w-5" />
              <span className="whitespace-nowrap max-xl:sr-only">{mediaLibraryTexts.title}</span>
            </Link>
            <ThemeSwitch />
            {isEditorialRole(user.role) && (
              // Decision 0051: an Owner or Admin may write here too; their own panel is one step away.
              // An Editor's desk (all articles, comments, featured: decision 0134) is in that panel.
              <Link to="/admin" className={buttonClasses("ghost", "md", "px-2.5 sm:px-3")} title={deskLabel}>
                <ShieldCheck aria-hidden className="h-5 w-5" />
                <span className="whitespace-nowrap max-lg:sr-only">{deskLabel}</span>
              </Link>
            )}
            {/* Under 360 px the logo alone leads to the site: five buttons and the logo don't fit. */}
            <Link to="/home" className={buttonClasses("ghost", "md", "hidden px-2.5 min-[360px]:inline-flex sm:px-3")}>
              <ExternalLink aria-hidden className="h-5 w-5" />
              <span className="whitespace-nowrap max-md:sr-only">{staffTexts.viewSite}</span>
            </Link>
            <button type="button" onClick={logout} className={buttonClasses("secondary", "md", "px-2.5 sm:px-3")}>
              <LogOut aria-hidden className="h-5 w-5" />
              <span className="sr-only sm:not-sr-only">{authTexts.logout}</span>
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}
