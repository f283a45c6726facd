// The modules scripts/vite/islands.ts makes up.
declare module "virtual:hronika/island-assets" {
  import type { IslandAssets } from "#web/islands/island-scripts.tsx";
  const assets: IslandAssets;
  export default assets;
}
