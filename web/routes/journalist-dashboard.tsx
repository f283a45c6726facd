import { staffShellTexts, staffTexts } from "#common/messages.ts";
import { UserAvatar } from "#web/components/ui/user-avatar.tsx";
import { useJournalistUser } from "#web/features/journalist/journalist-context.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/journalist-dashboard";

// The journalist dashboard (SPEC.md §2). For now the greeting; the statistics issue adds the rest.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, staffTexts.journalistArea) },
  { name: "robots", content: "noindex" },
];

export default function JournalistDashboard() {
  const user = useJournalistUser();
  const name = user.username.trim() || staffTexts.journalistFallbackName;
  return (
    <section
      aria-labelledby="journalist-welcome"
      className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase dark:text-red-400">{staffTexts.dashboard}</p>
      <div className="mt-3 flex items-center gap-4">
        <UserAvatar name={name} src={user.avatar} className="h-14 w-14 text-2xl" />
        <h1 id="journalist-welcome" className="min-w-0 text-2xl font-bold tracking-tight break-words text-zinc-900 sm:text-3xl dark:text-zinc-50">
          {staffShellTexts.welcome(name)}
        </h1>
      </div>
      <p className="mt-6 max-w-prose text-zinc-700 dark:text-zinc-300">{staffShellTexts.journalistWelcomeLead}</p>
    </section>
  );
}
