import { lazy, useCallback, useRef, useState, type ComponentType } from "react";

/**
 * React.lazy for a named export: a dialog or popover panel whose code (Radix, focus trapping,
 * positioning) loads when the reader first opens it, not with the page.
 */
export function lazyPanel<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

/**
 * The state of an overlay opened from a button rendered with the page: `mounted` turns true on the
 * first open and stays so (the panel then opens and closes like any Radix overlay). The panel's
 * code starts loading as soon as the pointer or focus reaches the button. Spread `triggerProps` on
 * the button and `panelProps` on the panel: its open state, and its `onCloseAutoFocus`, which,
 * without a Radix trigger, sends focus back to the button.
 */
export function useLazyOverlay<Trigger extends HTMLElement = HTMLButtonElement>(preload: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<Trigger>(null);
  const load = useCallback(() => void preload().catch(() => undefined), [preload]);
  const returnFocus = useCallback((event: Event) => {
    event.preventDefault();
    triggerRef.current?.focus();
  }, []);
  const triggerProps = {
    ref: triggerRef,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    onPointerEnter: load,
    onFocus: load,
    onClick: () => {
      setMounted(true);
      setOpen((wasOpen) => !wasOpen);
    },
  };
  const panelProps = { open, onOpenChange: setOpen, onCloseAutoFocus: returnFocus };
  return { mounted, triggerRef, triggerProps, panelProps };
}
