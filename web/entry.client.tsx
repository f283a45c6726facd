import { startTransition, StrictMode } from "react";
import { HydratedRouter } from "react-router/dom";
import { hydrateDocument } from "./hydrate-document.ts";

// React Router's default browser entry, hydrating through hydrate-document.ts, which the production
// build replaces with its Preact version (vite.config.ts, decision 0031).
// A navigation that another one interrupts aborts its loaders' calls, and React Router aborts
// without a reason: such an AbortError is the cancellation working, never a failure to report.
addEventListener("unhandledrejection", (event) => {
  if (event.reason instanceof DOMException && event.reason.name === "AbortError") event.preventDefault();
});

startTransition(() => {
  hydrateDocument(() => (
    <StrictMode>
      <HydratedRouter />
    </StrictMode>
  ));
});
