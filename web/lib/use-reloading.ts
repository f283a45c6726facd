import { useLocation, useNavigation, useRevalidator } from "react-router";

/**
 * Whether the screen's data is being loaded again while the old stays on screen: its URL's search
 * changed (filters, a page) or a retry or a change asked for a reload. Lists dim meanwhile.
 */
export function useReloading(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  const revalidator = useRevalidator();
  return (
    revalidator.state === "loading" ||
    (navigation.state === "loading" && navigation.location.pathname === location.pathname)
  );
}
