import type { ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Hydrates the server-rendered document with React (`npm run dev`). The production browser build
 * swaps this module for hydrate-document.preact.ts (vite.config.ts, decision 0031).
 */
export function hydrateDocument(app: () => ReactNode) {
  hydrateRoot(document, app());
}
