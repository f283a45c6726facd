import { authPageTexts, authTexts } from "#common/messages/auth.ts";
import { limits } from "#common/limits.ts";
import { isAdminRole } from "#common/roles.ts";
import type { PublicUser } from "#common/schemas/auth.ts";
import { AuthLink, AuthPage } from "#web/features/auth/auth-page.tsx";
import { LoginForm } from "#web/features/auth/login-form.tsx";
import { useBodyScrollLock } from "#web/features/auth/use-body-scroll-lock.ts";
import { Logo } from "#web/features/reader/site-header.tsx";
import { pageTitle, siteName } from "#web/lib/meta.ts";
import type { Route } from "./+types/login";
import { adminPaths, journalistPaths } from "#common/page-paths.ts";

/** Decision 0051: an Owner or Admin signing in here goes to the admin panel (the journalist area stays open to them). */
const staffHome = (user: PublicUser) => (isAdminRole(user.role) ? adminPaths.dashboard : journalistPaths.home);

// The journalist login (SPEC.md §2), at /login and at /journalist/login (where logout leads).
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, authTexts.journalistLoginTitle) },
  { name: "robots", content: "noindex" },
];

export default function Login({ matches }: Route.ComponentProps) {
  useBodyScrollLock(limits.mobileBreakpointPx);
  return (
    <AuthPage
      brand={<Logo name={siteName(matches)} />}
      title={authTexts.journalistLoginTitle}
      lead={authPageTexts.journalistLoginLead}
      footer={
        <>
          {authTexts.noAccount} <AuthLink to="/register">{authTexts.createAccountLink}</AuthLink>
        </>
      }
    >
      <LoginForm door="journalist" submitLabel={authTexts.journalistLoginSubmit} fallbackTarget={staffHome} />
    </AuthPage>
  );
}
