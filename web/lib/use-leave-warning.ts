import { useCallback, useEffect, useRef } from "react";
import { useBlocker, type Location } from "react-router";
import type { ConfirmOptions } from "#web/components/ui/confirm-dialog.tsx";

/**
 * While `unsaved` is true, leaving the screen asks first: a link inside the app opens the
 * confirmation, and closing or reloading the tab gets the browser's own question. `release()`
 * lets the next navigation through without asking (a screen that has just saved, and leaves).
 */
export function useLeaveWarning(
  unsaved: boolean,
  confirm: (options: ConfirmOptions) => Promise<boolean>,
  options: ConfirmOptions,
  /** The person chose to leave without saving: whatever would still save the changes stops (issue 29, point 3). */
  onLeave?: () => void,
): { release: () => void } {
  const unsavedRef = useRef(unsaved);
  useEffect(() => {
    unsavedRef.current = unsaved;
  }, [unsaved]);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        unsavedRef.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );
  const { message, confirmLabel } = options;
  const onLeaveRef = useRef(onLeave);
  useEffect(() => {
    onLeaveRef.current = onLeave;
  });
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    void confirm({ message, confirmLabel, destructive: true }).then((leave) => {
      if (!leave) return blocker.reset();
      onLeaveRef.current?.();
      blocker.proceed();
    });
  }, [blocker, confirm, message, confirmLabel]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (unsavedRef.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  const release = useCallback(() => {
    unsavedRef.current = false;
  }, []);
  return { release };
}
