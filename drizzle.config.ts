import { defineConfig } from "drizzle-kit";

// Only used to generate SQL migrations from the schema; the app applies them itself at start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
