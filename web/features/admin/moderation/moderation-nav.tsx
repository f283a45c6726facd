import { Ban, ListChecks, Settings2 } from "lucide-react";
import { NavLink } from "react-router";
import { moderationTexts } from "#common/messages/moderation.ts";
import { cn } from "#web/lib/cn.ts";
import { adminPaths } from "#common/page-paths.ts";
import { isAdminRole } from "#common/roles.ts";
import { useAdminUser } from "../admin-context.ts";

const sections = [
  { to: adminPaths.comments, label: moderationTexts.sections.queue, icon: ListChecks, adminsOnly: false },
  { to: adminPaths.commentBlocks, label: moderationTexts.sections.blocks, icon: Ban, adminsOnly: false },
  // The rules for comments to come are the admins' (decision 0134); an Editor moderates by them.
  { to: adminPaths.commentSettings, label: moderationTexts.sections.settings, icon: Settings2, adminsOnly: true },
];

/** The parts of comment moderation (issue 22): the queue, the blocked readers, the pre-moderation settings. */
export function ModerationNav() {
  const admin = isAdminRole(useAdminUser().role);
  const shown = sections.filter((section) => admin || !section.adminsOnly);
  return (
    <nav aria-label={moderationTexts.sectionsLabel}>
      <ul className="flex flex-wrap gap-1">
        {shown.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  "inline-flex h-10 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  isActive
                    ? "bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900"
                    : "text-zinc-700 hover:bg-zinc-200/70 dark:text-zinc-300 dark:hover:bg-zinc-800",
                )
              }
            >
              <Icon aria-hidden className="h-4 w-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
