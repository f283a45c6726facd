import type { Database } from "#server/db/client.ts";
import { addImportedRedirect } from "#server/modules/redirects/imported-redirects.ts";

/** The path (with its query) of an old address of `siteUrl`'s site; null for another site's. */
export function oldPathOf(address: string, siteUrl: string): string | null {
  try {
    const url = new URL(address, siteUrl);
    return url.host === new URL(siteUrl).host ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** An old address's 301 to an article or a path here, when it is one of the old site's; true when new. */
export async function addOldAddress(
  tx: Database,
  address: string,
  siteUrl: string,
  to: { articleId: number } | { toPath: string },
): Promise<boolean> {
  const fromPath = oldPathOf(address, siteUrl);
  return fromPath !== null && addImportedRedirect(tx, { fromPath, ...to });
}
