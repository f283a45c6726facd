import { options } from "preact";
import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

// The production browser build serves React's API with Preact (vite.config.ts, decision 0031) and
// uses this module instead of hydrate-document.ts. Three things differ from React; each is covered
// by the public end-to-end tests (hydrated pages, CSP, no console error).

/**
 * Preact renders into a container's children, but the app's root element is <html>, whose parent
 * is the document itself. This stands in for the document as that container.
 */
function documentAsContainer(): Element {
  const container = {
    nodeType: 1,
    namespaceURI: document.documentElement.namespaceURI,
    ownerDocument: document,
    get firstChild() {
      return document.documentElement;
    },
    get childNodes() {
      return [document.documentElement];
    },
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
  };
  return container as unknown as Element;
}

/**
 * React hoists some <link> elements into <head> on the server: the preload of a high-priority image
 * and the modulepreloads that <Scripts> renders at the end of <body>. Preact hydrates by position
 * and would pair them with the head's own links (stylesheet, canonical...) and drop those. They have
 * done their work by now (the fetches have started), so they go before hydration.
 */
function removeHoistedLinks() {
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"][as="image"]'))
    link.remove();
}

/**
 * React never runs a <script> element it creates in the browser: only the server's scripts run.
 * Preact would run them, e.g. the scroll-restoration script when an error boundary replaces the
 * whole page, and the Content-Security-Policy then refuses it (no nonce in the browser). So the
 * script elements Preact creates are inert, as React's are. Hydrated ones keep their type:
 * hydration does not patch attributes. Data blocks (JSON-LD) never run, so they keep theirs: a page
 * reached by client navigation describes itself as one loaded anew does.
 */
function keepCreatedScriptsInert() {
  const next = options.vnode;
  options.vnode = (vnode) => {
    const props = vnode.props as { type?: string };
    if (vnode.type === "script" && props.type !== "application/ld+json") props.type = "text/x-inert";
    next?.(vnode);
  };
}

/**
 * Hydrates the server-rendered document with Preact. The router suspends (throws a promise) until
 * the page's data has been decoded: React's root waits by itself, Preact's throws it back out, so
 * hydration starts again once it has settled, with a new element tree (Preact marks the ones it
 * rendered).
 */
export function hydrateDocument(app: () => ReactNode) {
  removeHoistedLinks();
  keepCreatedScriptsInert();
  const attempt = () => {
    try {
      hydrateRoot(documentAsContainer(), app());
    } catch (thrown) {
      if (!(thrown instanceof Promise)) throw thrown;
      void thrown.then(attempt, attempt);
    }
  };
  attempt();
}
