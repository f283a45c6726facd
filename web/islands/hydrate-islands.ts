import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { islandTag, type HydrateWhen } from "./island.tsx";
import { replayEarlyTaps } from "./early-taps.ts";
import { hydrateAtOnceIf, islands, lazyIslands, type IslandName, type LazyIslandName } from "./registry.ts";

/** A reader's first move towards an island: it is hydrated then, before the click or the key that follows. */
const firstMoves = ["pointerover", "focusin", "touchstart"] as const;

/** How far from the screen a "visible" island starts hydrating. */
const visibleMargin = "300px";

/** Set on an island once hydrated (hydration leaves the element's own attributes alone). */
export const hydratedAttribute = "data-hydrated";

function hydrateIsland(element: HTMLElement) {
  if (element.hasAttribute(hydratedAttribute)) return;
  element.setAttribute(hydratedAttribute, "");
  const name = element.dataset.island ?? "";
  const props = JSON.parse(element.dataset.props ?? "{}") as object;
  const hydrate = (Component: ComponentType<object>) => hydrateRoot(element, createElement(Component, props));
  if (name in lazyIslands) {
    // Its code first; a failed load leaves the server's markup, which works without it.
    lazyIslands[name as LazyIslandName]()
      .then((Component) => hydrate(Component as ComponentType<object>))
      .catch((error: unknown) => console.warn(`island ${name} not loaded`, error));
    return;
  }
  const Component = islands[name as IslandName] as ComponentType<object> | undefined;
  if (Component) hydrate(Component);
}

/**
 * The move that hydrated an island reaches its hydrated handlers too: a focus or a hover that
 * starts loading a dialog's code (lazy-overlay.ts) was over before they were there.
 */
function replay(event: Event, island: HTMLElement) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  if (event instanceof FocusEvent) {
    if (document.activeElement === target)
      target.dispatchEvent(new FocusEvent("focusin", { bubbles: true, relatedTarget: event.relatedTarget }));
  } else if (event instanceof PointerEvent) {
    const init = {
      pointerId: event.pointerId,
      pointerType: event.pointerType,
      clientX: event.clientX,
      clientY: event.clientY,
    };
    target.dispatchEvent(new PointerEvent("pointerover", { ...init, bubbles: true }));
    for (let entered: Element | null = target; entered && entered !== island; entered = entered.parentElement)
      entered.dispatchEvent(new PointerEvent("pointerenter", init));
  }
}

/**
 * Hydrates the island on the reader's first move towards it, synchronously, so the click or key
 * that follows reaches it hydrated (and the move itself too, replayed).
 */
function onFirstMove(element: HTMLElement) {
  const hydrateNow = (event: Event) => {
    for (const type of firstMoves) element.removeEventListener(type, hydrateNow);
    hydrateIsland(element);
    replay(event, element);
  };
  for (const type of firstMoves) element.addEventListener(type, hydrateNow, { passive: true });
}

const whenIdle: (run: () => void) => void =
  typeof requestIdleCallback === "function"
    ? (run) => requestIdleCallback(run, { timeout: 3000 })
    : (run) => setTimeout(run, 200);

/** One island per task, so no hydration makes a long task of the page's start. */
function oneByOne(elements: HTMLElement[]) {
  const next = () => {
    const element = elements.shift();
    if (!element) return;
    hydrateIsland(element);
    setTimeout(next, 0);
  };
  next();
}

/**
 * Hydrates the islands of a server-rendered reader page (decision 0088), each when its
 * `data-when` says: "load" one after another at once, "idle" when the browser has nothing else
 * to do, "visible" when it comes near the screen; either of the last two earlier on the reader's
 * first move towards it, or at once when its registry entry asks for that (e.g. the comments, when
 * this browser has a comment of its own waiting there).
 */
export function hydrateIslands(root: ParentNode) {
  const atOnce: HTMLElement[] = [];
  // The island element itself has no box (display: contents), so what is watched is its content.
  const whenVisible =
    typeof IntersectionObserver === "function"
      ? new IntersectionObserver(
          (entries, observer) => {
            for (const entry of entries) {
              const island = entry.target.parentElement;
              if (!entry.isIntersecting || !island) continue;
              for (const child of island.children) observer.unobserve(child);
              hydrateIsland(island);
            }
          },
          { rootMargin: visibleMargin },
        )
      : null;
  for (const element of root.querySelectorAll<HTMLElement>(`${islandTag}[data-island]`)) {
    const name = element.dataset.island as IslandName;
    const when = element.dataset.when as HydrateWhen | undefined;
    const early = hydrateAtOnceIf[name]?.(JSON.parse(element.dataset.props ?? "{}"));
    if (when === "load" || when === undefined || early) {
      atOnce.push(element);
      continue;
    }
    onFirstMove(element);
    if (when === "visible" && whenVisible) for (const child of element.children) whenVisible.observe(child);
    else whenIdle(() => hydrateIsland(element));
  }
  // What the reader tapped before this script ran (early-taps.ts), now that the islands listen.
  replayEarlyTaps(hydrateIsland);
  oneByOne(atOnce);
}
