import type { ReactNode } from "react";
import { Link } from "react-router";
import { authPageTexts } from "#common/messages/auth.ts";
import { staffTexts } from "#common/messages/staff.ts";
import { ThemeSwitch } from "#web/components/ui/theme-switch.tsx";
import { BackLink } from "#web/components/ui/back-link.tsx";

type AuthPageProps = {
  /** The site's logo (a link home). */
  brand: ReactNode;
  title: string;
  lead: string;
  children: ReactNode;
  /** A line under the card, e.g. the link between login and registration. */
  footer?: ReactNode;
};

/** The frame of the sign-in and registration pages: a centred card under the logo. */
export function AuthPage({ brand, title, lead, children, footer }: AuthPageProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">
      <header className="flex items-center justify-between px-4 py-3 sm:px-6">
        <BackLink
          to="/home"
          className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100"
        >
          {staffTexts.viewSite}
        </BackLink>
        <ThemeSwitch />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pt-2 pb-12 sm:px-6">
        <div className="w-full max-w-md">
          <div className="mb-6 text-center">{brand}</div>
          <section
            aria-labelledby="auth-title"
            className="rounded-2xl border border-t-4 border-zinc-200 border-t-brand-600 bg-white p-6 shadow-sm sm:p-8 dark:border-zinc-800 dark:border-t-brand-600 dark:bg-zinc-900"
          >
            <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-zinc-900 dark:text-zinc-50">
              {title}
            </h1>
            <p className="mt-1.5 text-sm text-zinc-600 dark:text-zinc-400">{lead}</p>
            <NeedsJavaScript />
            <div className="mt-6">{children}</div>
          </section>
          {footer && <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">{footer}</p>}
        </div>
      </main>
    </div>
  );
}

const noScriptNotice = `<p role="alert" class="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-200">${authPageTexts.needsJavaScript}</p>`;

/**
 * Said only where scripts do not run: these forms post through the API, and a form without them
 * would send the password nowhere useful. (As HTML, so that hydration leaves the <noscript> alone.)
 */
function NeedsJavaScript() {
  return <noscript dangerouslySetInnerHTML={{ __html: noScriptNotice }} />;
}

/** A text link inside the auth pages' footers. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-600 underline-offset-4 hover:underline dark:text-red-400">
      {children}
    </Link>
  );
}
