import { redirect } from "react-router";

// Registration leads to /dashboard (SPEC.md §2): the journalist dashboard, behind its guard.
export function loader() {
  return redirect("/journalist/dashboard");
}
