import { createElement, type ComponentProps, type ComponentType } from "react";
import { islands, type IslandName, type LazyIslandName, type lazyIslands } from "./registry.ts";

/**
 * When an island's code takes over its server-rendered markup (web/islands/hydrate-islands.ts):
 * at once, once the browser is idle, or once it comes near the screen; the last two sooner if the
 * reader points at, touches or focuses it first.
 */
export type HydrateWhen = "load" | "idle" | "visible";

/** The element around an island: `display: contents` (web/app.css), so it changes no layout. */
export const islandTag = "hronika-island";

export type IslandProps<N extends IslandName> = ComponentProps<(typeof islands)[N]>;

/** A lazy island's component, as its loader gives it. */
export type LazyIslandComponent<N extends LazyIslandName> = Awaited<ReturnType<(typeof lazyIslands)[N]>>;

/**
 * An interactive part of a reader page (decision 0088). The server renders it with the rest of the
 * page, inside <hronika-island> with its props as JSON; in the browser web/entry.islands.ts hydrates
 * it with the same component and props, and nothing else of the page. Its props must be JSON. In a
 * page React Router renders in the browser (the staff areas, the draft preview) it is simply the
 * component. A lazy island (registry.ts) is rendered with its `component`, which the server has at
 * hand and the browser loads when it hydrates it.
 */
export function Island<N extends IslandName | LazyIslandName>(
  island: N extends IslandName
    ? { name: N; props: IslandProps<N>; when?: HydrateWhen }
    : N extends LazyIslandName
      ? {
          name: N;
          component: LazyIslandComponent<N>;
          props: ComponentProps<LazyIslandComponent<N>>;
          when?: HydrateWhen;
        }
      : never,
) {
  const { name, props, when = "load" } = island;
  const Component = ("component" in island ? island.component : islands[name as IslandName]) as ComponentType<object>;
  return createElement(
    islandTag,
    { "data-island": name, "data-props": JSON.stringify(props), "data-when": when },
    createElement(Component, props as object),
  );
}
