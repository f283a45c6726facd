import { redirect } from "react-router";
import { journalistPaths } from "#common/page-paths.ts";

// Registration leads to /dashboard (SPEC.md §2): the journalist dashboard, behind its guard.
export function loader() {
  return redirect(journalistPaths.dashboard);
}
