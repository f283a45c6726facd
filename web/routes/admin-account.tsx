import { accountPageTexts } from "#common/messages/sessions.ts";
import { staffTexts } from "#common/messages/staff.ts";
import { SessionList } from "#web/features/auth/session-list.tsx";
import { TwoStepSetup } from "#web/features/auth/two-step-setup.tsx";
import { Panel } from "#web/features/admin/ui/states.tsx";
import { requireAdminSession } from "#web/lib/guards.ts";
import { pageTitle } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-account";

// Issue 35, points 3 and 4: an admin-door account's own second sign-in step and signed-in devices
// (a journalist has them in the profile).
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireAdminSession(request);
  return null;
}
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, `${accountPageTexts.title} – ${staffTexts.adminPanel}`) },
  { name: "robots", content: "noindex" },
];

export default function AdminAccount() {
  return (
    <div className="space-y-4">
      <Panel className="p-4 sm:p-5">
        <TwoStepSetup />
      </Panel>
      <Panel className="p-4 sm:p-5">
        <SessionList />
      </Panel>
    </div>
  );
}
