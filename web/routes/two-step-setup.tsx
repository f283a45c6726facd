import { useSearchParams } from "react-router";
import { twoStepSetupTexts } from "#common/messages/two-step.ts";
import { AuthPage } from "#web/features/auth/auth-page.tsx";
import { TwoStepSetup } from "#web/features/auth/two-step-setup.tsx";
import { Logo } from "#web/features/reader/site-header.tsx";
import { requireStaffSession } from "#web/lib/guards.ts";
import { pageTitle, siteName } from "#web/lib/meta.ts";
import { safeRedirectTarget } from "#web/lib/session.ts";
import type { Route } from "./+types/two-step-setup";

// The set-up of the second sign-in step the Owner requires (decision 0132): where a sign-in with a
// set-up-only session leads, for either door; then on to where the person was going.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireStaffSession(request);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, twoStepSetupTexts.sectionTitle) },
  { name: "robots", content: "noindex" },
];

export default function TwoStepSetupPage({ matches }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  return (
    <AuthPage
      brand={<Logo name={siteName(matches)} />}
      title={twoStepSetupTexts.sectionTitle}
      lead={twoStepSetupTexts.sectionLead}
    >
      <TwoStepSetup
        titled={false}
        onEnabled={() => {
          // The session was given a whole token: the panel loads afresh with it.
          location.assign(safeRedirectTarget(searchParams.get("redirectTo"), "/journalist"));
        }}
      />
    </AuthPage>
  );
}
