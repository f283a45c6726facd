import type { Database } from "#server/db/client.ts";
import { addImportedRedirects } from "#server/modules/redirects/imported-redirects.ts";

/** The path (with its query) of an old address of `siteUrl`'s site; null for another site's. */
export function oldPathOf(address: string, siteUrl: string): string | null {
  try {
    const url = new URL(address, siteUrl);
    return url.host === new URL(siteUrl).host ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** A 301 from each of these old addresses of the old site to an article or a path here; answers how many are new. */
export function addOldAddresses(
  tx: Database,
  addresses: readonly string[],
  siteUrl: string,
  to: { articleId: number } | { toPath: string },
): Promise<number> {
  const paths = addresses.flatMap((address) => oldPathOf(address, siteUrl) ?? []);
  return addImportedRedirects(
    tx,
    paths.map((fromPath) => ({ fromPath, ...to })),
  );
}
