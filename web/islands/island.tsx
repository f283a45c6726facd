import { createElement, type ComponentProps, type ComponentType } from "react";
import { islands, type IslandName } from "./registry.ts";

/**
 * When an island's code takes over its server-rendered markup (web/islands/hydrate-islands.ts):
 * at once, once the browser is idle, or once it comes near the screen; the last two sooner if the
 * reader points at, touches or focuses it first.
 */
export type HydrateWhen = "load" | "idle" | "visible";

/** The element around an island: `display: contents` (web/app.css), so it changes no layout. */
export const islandTag = "hronika-island";

export type IslandProps<N extends IslandName> = ComponentProps<(typeof islands)[N]>;

/**
 * An interactive part of a reader page (decision 0088). The server renders it with the rest of the
 * page, inside <hronika-island> with its props as JSON; in the browser web/entry.islands.ts hydrates
 * it with the same component and props, and nothing else of the page. Its props must be JSON. In a
 * page React Router renders in the browser (the staff areas, the draft preview) it is simply the
 * component.
 */
export function Island<N extends IslandName>({
  name,
  props,
  when = "load",
}: {
  name: N;
  props: IslandProps<N>;
  when?: HydrateWhen;
}) {
  const Component = islands[name] as ComponentType<object>;
  return createElement(
    islandTag,
    { "data-island": name, "data-props": JSON.stringify(props), "data-when": when },
    createElement(Component, props as object),
  );
}
