import { AlertTriangle, FileQuestion, RotateCw } from "lucide-react";
import { isRouteErrorResponse, Link, useRevalidator } from "react-router";
import { staffTexts } from "#common/messages/staff.ts";
import { buttonClasses } from "#web/components/ui/button.tsx";

/**
 * What the admin and journalist areas show when a screen fails outright (their layouts' error
 * boundary): a screen that does not exist, or one that could not load or draw, with a retry and
 * the way back to the area's dashboard. Failures a screen expects (a list that did not load) it
 * says in its own place, with its own words.
 */
export function StaffErrorView({
  error,
  home,
  heading: Heading = "h2",
}: {
  error: unknown;
  home: string;
  heading?: "h1" | "h2";
}) {
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const Icon = notFound ? FileQuestion : AlertTriangle;
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-zinc-200 bg-white px-6 py-10 text-center shadow-sm dark:border-zinc-800 dark:bg-zinc-900"
    >
      <Icon aria-hidden className="h-12 w-12 text-brand-600 dark:text-red-400" />
      <Heading className="text-xl font-bold text-zinc-900 dark:text-zinc-50">
        {notFound ? staffTexts.screenNotFoundTitle : staffTexts.screenFailedTitle}
      </Heading>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {notFound ? staffTexts.screenNotFound : staffTexts.screenFailed}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {!notFound && (
          <button
            type="button"
            className={buttonClasses("secondary")}
            disabled={revalidator.state === "loading"}
            onClick={() => void revalidator.revalidate()}
          >
            <RotateCw aria-hidden className="h-4 w-4" />
            {staffTexts.reloadScreen}
          </button>
        )}
        <Link to={home} className={buttonClasses("primary")}>
          {staffTexts.backToDashboard}
        </Link>
      </div>
    </div>
  );
}
