/** The JSON-LD block of `type` in a page's HTML (a page may carry several: a BreadcrumbList, its own). */
export function structuredData(html: string, type: string): Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const block = blocks.find((data) => data["@type"] === type);
  if (!block)
    throw new Error(`no ${type} among the page's JSON-LD (${blocks.map((data) => data["@type"]).join(", ")})`);
  return block;
}
