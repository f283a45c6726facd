import { redirect } from "react-router";
import { journalistPaths } from "#common/page-paths.ts";

// /journalist leads to its dashboard (SPEC.md §2). The layout's guard runs first.
export async function clientLoader() {
  return redirect(journalistPaths.dashboard);
}
clientLoader.hydrate = true as const;

// A route module without a component would be a resource route (answering no HTML).
export default function JournalistIndex() {
  return null;
}
