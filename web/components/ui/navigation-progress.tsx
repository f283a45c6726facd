import { useLocation, useNavigation } from "react-router";

/**
 * A thin bar at the top while the next screen of a staff area loads: its clientLoader runs before
 * it shows, and the current screen stays meanwhile. Not shown for a reload of the same screen
 * (its list dims instead, see useReloading).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  if (navigation.state === "idle" || navigation.location?.pathname === location.pathname) return null;
  return <div aria-hidden className="fixed inset-x-0 top-0 z-[70] h-0.5 animate-pulse bg-brand-600" />;
}
