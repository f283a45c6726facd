import { startTransition, StrictMode } from "react";
import { HydratedRouter } from "react-router/dom";
import { hydrateDocument } from "./hydrate-document.ts";

// React Router's default browser entry, hydrating through hydrate-document.ts, which the production
// build replaces with its Preact version (vite.config.ts, decision 0031).
startTransition(() => {
  hydrateDocument(() => (
    <StrictMode>
      <HydratedRouter />
    </StrictMode>
  ));
});
