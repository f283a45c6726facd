import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import type { UserType } from "#common/roles.ts";
import { endSession, sessionEndOf, signInPath } from "./session.tsx";

/**
 * A handler for failed calls of a staff screen: when the failure means the session is gone (token
 * refused, or the account deactivated meanwhile) it signs out and goes to the door's login page,
 * which says why and comes back here afterwards, and answers true; otherwise false.
 */
export function useSessionEndRedirect(door: UserType): (error: unknown) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown) => {
      const ended = sessionEndOf(error);
      if (!ended) return false;
      endSession(ended);
      navigate(signInPath(door, location.pathname + location.search), { replace: true });
      return true;
    },
    [door, navigate, location.pathname, location.search],
  );
}
