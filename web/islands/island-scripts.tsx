import { createContext, useContext } from "react";

/** The built files of the islands' browser entry (web/entry.islands.ts): its URL and the chunks it imports. */
export type IslandAssets = { entry: string; imports: string[] };

/** Given by entry.server.tsx, which knows the build; undefined in the browser. */
export const IslandAssetsContext = createContext<IslandAssets | undefined>(undefined);

/**
 * What a reader's page loads instead of React Router's client (decision 0088): the islands' entry,
 * a module script (deferred: it runs once the document is parsed), and its imports preloaded so
 * they come in parallel, not after it.
 */
export function IslandScripts() {
  const assets = useContext(IslandAssetsContext);
  if (!assets) return null;
  return (
    <>
      {assets.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={assets.entry} />
    </>
  );
}
