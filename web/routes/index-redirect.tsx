import { redirect } from "react-router";
import { pagePaths } from "#common/page-paths.ts";

export function loader() {
  return redirect(pagePaths.home, 301);
}
