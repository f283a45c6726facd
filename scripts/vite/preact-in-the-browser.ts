import type { Plugin } from "vite";

/**
 * In the production browser builds (the staff app's and the reader's islands'), React's API is
 * served by Preact (decision 0031): the same components, about 55 KB less JavaScript (gzip) on
 * every page. The server renders with React, and `npm run dev` keeps React on both sides.
 * web/hydrate-document.ts becomes its Preact version.
 */
export function preactInTheBrowser(): Plugin {
  const targets: Record<string, string> = {
    react: "preact/compat",
    "react-dom": "preact/compat",
    "react-dom/client": "preact/compat/client",
    "react/jsx-runtime": "preact/compat/jsx-runtime",
    "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  };
  return {
    name: "hronika:preact-in-the-browser",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const target = targets[source];
      if (target) return this.resolve(target, importer, { ...options, skipSelf: true });
      if (!source.endsWith("hydrate-document.ts")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (
        resolved && { ...resolved, id: resolved.id.replace(/hydrate-document\.ts$/, "hydrate-document.preact.ts") }
      );
    },
  };
}
