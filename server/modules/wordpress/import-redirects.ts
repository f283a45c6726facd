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

/** A 301 from each old address of the old site to its article here; answers how many are new. */
export function addOldAddresses(
  tx: Database,
  list: readonly ({ address: string } & ({ articleId: number } | { toPath: string }))[],
  siteUrl: string,
): Promise<number> {
  return addImportedRedirects(
    tx,
    list.flatMap(({ address, ...to }) => {
      const fromPath = oldPathOf(address, siteUrl);
      return fromPath === null ? [] : [{ fromPath, ...to }];
    }),
  );
}
