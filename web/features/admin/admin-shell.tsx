import { Menu } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { staffShellTexts, staffTexts } from "#common/messages/staff.ts";
import { limits } from "#common/limits.ts";
import { accountPageTexts } from "#common/messages/sessions.ts";
import { adminPaths } from "#common/page-paths.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ThemeSwitch } from "#web/components/ui/theme-switch.tsx";
import { signOutHere } from "#web/lib/session.ts";
import { adminMenuFor, adminMenuItemAt } from "./admin-menu.ts";
import { AdminSidebar } from "./admin-sidebar.tsx";
import { DialogCloseButton } from "#web/components/ui/dialog-close-button.tsx";

/**
 * The admin back-office frame (SPEC.md §2, Admin shell): a fixed sidebar on wide screens, a
 * drawer under 768 px that closes on navigation, and a header titled by the current menu item.
 */
export function AdminShell({ user, brand, children }: { user: PublicUser; brand: ReactNode; children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = adminMenuFor(user.role);
  const title =
    location.pathname === adminPaths.account
      ? accountPageTexts.title
      : (adminMenuItemAt(location.pathname, items)?.label ?? staffTexts.adminPanel);

  useEffect(() => setDrawerOpen(false), [location.pathname]);
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${limits.mobileBreakpointPx}px)`);
    const closeWhenWide = () => wide.matches && setDrawerOpen(false);
    wide.addEventListener("change", closeWhenWide);
    return () => wide.removeEventListener("change", closeWhenWide);
  }, []);

  function logout() {
    signOutHere();
    void navigate("/admin/login", { replace: true });
  }

  const sidebar = (onNavigate?: () => void) => (
    <AdminSidebar user={user} items={items} brand={brand} onLogout={logout} onNavigate={onNavigate} />
  );

  return (
    <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
      <div className="min-h-dvh bg-zinc-50 md:flex dark:bg-zinc-950">
        <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 border-r border-zinc-200 bg-white md:block dark:border-zinc-800 dark:bg-zinc-900">
          {sidebar()}
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-zinc-200 bg-white/95 px-3 backdrop-blur sm:px-4 md:px-8 dark:border-zinc-800 dark:bg-zinc-900/95">
            <Dialog.Trigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label={staffShellTexts.openMenu}>
                <Menu aria-hidden className="h-6 w-6" />
              </Button>
            </Dialog.Trigger>
            <h1 className="min-w-0 flex-1 truncate text-lg font-bold tracking-tight text-zinc-900 sm:text-xl dark:text-zinc-50">
              {title}
            </h1>
            <ThemeSwitch />
          </header>
          <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 md:px-8 md:py-8">{children}</main>
        </div>
      </div>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-zinc-950/60 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-2xl focus:outline-none md:hidden dark:bg-zinc-900"
        >
          <Dialog.Title className="sr-only">{staffShellTexts.mainMenu}</Dialog.Title>
          <DialogCloseButton label={staffShellTexts.closeMenu} className="absolute top-3 right-3" />
          {sidebar(() => setDrawerOpen(false))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
