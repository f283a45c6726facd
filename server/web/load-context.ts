import type { Database } from "#server/db/client.ts";

/** What the server hands every route loader (DESIGN.md §1: loaders call services directly). */
export type WebLoadContext = {
  db: Database;
  site: { name: string; publicUrl: string };
  /** The per-request Content-Security-Policy nonce for the scripts React Router inlines. */
  cspNonce: string;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}
