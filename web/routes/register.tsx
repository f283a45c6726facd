import { authPageTexts, registerTexts } from "#common/messages/auth.ts";
import { AuthLink, AuthPage } from "#web/features/auth/auth-page.tsx";
import { RegisterForm } from "#web/features/auth/register-form.tsx";
import { Logo } from "#web/features/reader/site-header.tsx";
import { pageTitle, siteName } from "#web/lib/meta.ts";
import type { Route } from "./+types/register";

// Registration (SPEC.md §2): a new journalist account, then /dashboard.
export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, registerTexts.title) },
  { name: "robots", content: "noindex" },
];

export default function Register({ matches }: Route.ComponentProps) {
  return (
    <AuthPage
      brand={<Logo name={siteName(matches)} />}
      title={registerTexts.title}
      lead={authPageTexts.registerLead}
      footer={
        <>
          {registerTexts.haveAccount} <AuthLink to="/login">{registerTexts.loginLink}</AuthLink>
        </>
      }
    >
      <RegisterForm />
    </AuthPage>
  );
}
