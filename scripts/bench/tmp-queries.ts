import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle } from "drizzle-orm/pglite";
import * as schema from "#server/db/schema.ts";
import type { Database } from "#server/db/client.ts";
import { loadHomePage } from "#web/features/reader/home/home-data.server.ts";
import { loadArticlePage } from "#web/features/reader/article-data.server.ts";
import { searchArticles } from "#server/modules/search/service.ts";
import { listOwnArticles, journalistDashboard } from "#server/modules/articles/authoring.ts";
const client = await PGlite.create({ dataDir: "/tmp/hronika-scale-pglite/db", extensions: { pg_trgm, unaccent } });
const times: [number, string][] = [];
let lastEnd = 0;
const orig = client.query.bind(client);
(client as unknown as { query: unknown }).query = async (q: string, p: unknown[], o: unknown) => { const t = performance.now(); const r = await orig(q, p as never, o as never); const end = performance.now(); times.push([end - Math.max(t, lastEnd), q.slice(0, 110).replace(/\s+/g, " ") + " " + JSON.stringify(p).slice(0, 60)]); lastEnd = end; return r; };
const db = drizzle(client, { schema }) as unknown as Database;
const ctx = { db, site: { name: "x", publicUrl: "http://x" }, cspNonce: { script: "", style: "" } } as never;
const cases: Record<string, () => Promise<unknown>> = {
  home: () => loadHomePage(ctx, new URL("http://x/home")),
  article: () => loadArticlePage(ctx, new Request("http://x/article/50001"), "50001"),
  searchCyr: () => searchArticles(db, "бюджет"),
  searchMulti: () => searchArticles(db, "ремонта на пътя"),
  journalist: () => listOwnArticles(db, 1, { sortBy: "date", sortOrder: "desc" }),
  dashboard: () => journalistDashboard(db, 1),
};
for (const [name, run] of Object.entries(cases)) {
  if (process.argv[2] && !process.argv[2].split(",").includes(name)) continue;
  for (let i = 0; i < 5; i++) await run();
  times.length = 0;
  const t = performance.now(); await run(); const total = performance.now() - t;
  console.log(`== ${name}: ${total.toFixed(1)} ms`);
  for (const [ms, q] of times) console.log(`  ${ms.toFixed(2).padStart(7)} ${q}`);
}
await client.close();
