import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Patterns use gitignore syntax, where a leading "#" starts a comment: escape it.
const restrict = (patterns) => [
  "error",
  { patterns: patterns.map((p) => ({ ...p, group: p.group.map((g) => g.replace(/^#/, "\\#")) })) },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "tests/.artifacts/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, "react-hooks/set-state-in-effect": "off" },
  },
  // Dependencies point one way: web -> common <- server (DESIGN.md §3).
  {
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["#server/*", "#web/*", "../server/*", "../web/*"],
          message: "common/ is shared by both sides and imports from neither.",
        },
      ]),
    },
  },
  {
    files: ["server/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([{ group: ["#web/*"], message: "The server does not depend on the web app." }]),
    },
  },
  {
    // The floors below the modules: the database and the HTTP plumbing serve every module and know none.
    files: ["server/db/**/*.ts", "server/http/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["#server/modules/*", "#server/web/*", "#server/seed/*", "../modules/*", "../web/*", "../seed/*"],
          message:
            "server/db and server/http are the floors the modules stand on: they import no module, page or seed code.",
        },
        { group: ["#web/*"], message: "The server does not depend on the web app." },
      ]),
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    ignores: ["web/**/*.server.ts", "web/**/*.server.tsx"],
    rules: {
      "no-restricted-imports": restrict([
        {
          group: ["#server/*"],
          message: "Only *.server.ts files in web/ may import server code, so it never reaches the browser.",
        },
      ]),
    },
  },
  ...["reader", "journalist", "admin"].map((area) => ({
    files: [`web/features/${area}/**`],
    ignores: ["web/**/*.server.ts"],
    rules: {
      "no-restricted-imports": restrict([
        ...["reader", "journalist", "admin"]
          .filter((other) => other !== area)
          .map((other) => ({
            group: [`#web/features/${other}/*`, `../${other}/*`],
            message: "Feature areas never import each other; they meet in web/routes/.",
          })),
        {
          group: ["#server/*"],
          message: "Only *.server.ts files in web/ may import server code, so it never reaches the browser.",
        },
      ]),
    },
  })),
  {
    // The app's code: no import cycles (a module's meaning must not depend on which side of a
    // circle loads first), and no promise left floating (a failure nobody hears; STYLE.md).
    files: ["server/**/*.ts", "web/**/*.{ts,tsx}", "common/**/*.ts", "scripts/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-floating-promises": "error",
    },
  },
  {
    // Only server/config.ts reads the environment; scripts and tests are tools around the app.
    files: ["server/**/*.ts", "web/**/*.{ts,tsx}", "common/**/*.ts"],
    ignores: ["server/config.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through server/config.ts." },
      ],
    },
  },
);
