import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import {
  ImagePlaceholder,
  placeholderAttribute,
  type ImagePlaceholderProps,
} from "#web/components/ui/image-placeholder.tsx";
import { islandTag } from "./island.tsx";

/** Puts the picture's placeholder in the place of a server-rendered <img> that failed to load. */
function replace(image: HTMLImageElement) {
  const props = JSON.parse(image.getAttribute(placeholderAttribute) ?? "{}") as ImagePlaceholderProps;
  const holder = document.createElement("div");
  flushSync(() => createRoot(holder).render(createElement(ImagePlaceholder, props)));
  if (holder.firstChild) image.replaceWith(holder.firstChild);
}

const isReplaceable = (target: EventTarget | null): target is HTMLImageElement =>
  target instanceof HTMLImageElement && target.hasAttribute(placeholderAttribute) && !target.closest(islandTag);

/**
 * The broken-image placeholder of the pages that are not hydrated (decision 0088): a picture that
 * fails to load, now or later (lazy ones load as the reader scrolls), is replaced by the same grey
 * box with an icon the components draw (ImagePlaceholder). Islands keep doing it themselves.
 */
export function replaceBrokenImages(root: Document) {
  // `error` does not bubble, but it can be caught on its way down.
  root.addEventListener("error", (event) => isReplaceable(event.target) && replace(event.target), true);
  for (const image of root.querySelectorAll<HTMLImageElement>(`img[${placeholderAttribute}]`)) {
    if (isReplaceable(image) && image.complete && image.naturalWidth === 0 && image.currentSrc) replace(image);
  }
}
