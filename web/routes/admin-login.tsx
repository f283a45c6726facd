import { authPageTexts, authTexts } from "#common/messages/auth.ts";
import { AuthPage } from "#web/features/auth/auth-page.tsx";
import { LoginForm } from "#web/features/auth/login-form.tsx";
import { Logo } from "#web/features/reader/site-header.tsx";
import { pageTitle, siteName } from "#web/lib/meta.ts";
import type { Route } from "./+types/admin-login";

// The admin login (SPEC.md §2): the same form at the admin door, leading to /admin.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, authTexts.adminLoginTitle) },
  { name: "robots", content: "noindex" },
];

export default function AdminLogin({ matches }: Route.ComponentProps) {
  return (
    <AuthPage
      brand={<Logo name={siteName(matches)} />}
      title={authTexts.adminLoginTitle}
      lead={authPageTexts.adminLoginLead}
    >
      <LoginForm door="admin" submitLabel={authTexts.adminLoginSubmit} fallbackTarget="/admin" />
    </AuthPage>
  );
}
