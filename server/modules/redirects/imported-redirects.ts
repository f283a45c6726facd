import { normalizeRedirectPath, normalizeRedirectTarget } from "#common/redirect-paths.ts";
import type { Database } from "#server/db/client.ts";
import { redirects } from "#server/db/schema.ts";

/**
 * An old address of an imported site and where it leads: an imported article (its redirect
 * follows the article's current address), or a path of this site (a category's, a tag's, an
 * author's page).
 */
export type ImportedRedirect = { fromPath: string; articleId: number } | { fromPath: string; toPath: string };

/**
 * Adds a redirect a WordPress import made (issue 33), origin `import`: `fromPath` any spelling of
 * the old address (a full URL of the old site, a path, `/?p=123`), keyed by
 * `normalizeRedirectPath`; `toPath` a path of this site. True when it was added; false when the
 * table has the old address already (a second import of the same site, or an admin's own
 * redirect, which stays), when either address is none, or when it would lead to itself. Serving
 * processes see it within `limits.redirectLookupKeptMs`, at once after the import announces its
 * content change.
 */
export async function addImportedRedirect(db: Database, redirect: ImportedRedirect): Promise<boolean> {
  return (await addImportedRedirects(db, [redirect])) > 0;
}

/** `addImportedRedirect` for several in one statement (an imported post's old addresses): answers how many were added. */
export async function addImportedRedirects(db: Database, list: readonly ImportedRedirect[]): Promise<number> {
  const rows = new Map<string, typeof redirects.$inferInsert>();
  for (const redirect of list) {
    const fromPath = normalizeRedirectPath(redirect.fromPath);
    if (fromPath === null || fromPath === "/" || rows.has(fromPath)) continue;
    if ("articleId" in redirect) rows.set(fromPath, { fromPath, articleId: redirect.articleId, origin: "import" });
    else {
      const toPath = normalizeRedirectTarget(redirect.toPath, null);
      if (toPath !== null && normalizeRedirectPath(toPath) !== fromPath)
        rows.set(fromPath, { fromPath, toPath, origin: "import" });
    }
  }
  if (rows.size === 0) return 0;
  const added = await db
    .insert(redirects)
    .values([...rows.values()])
    .onConflictDoNothing()
    .returning({ id: redirects.id });
  return added.length;
}
