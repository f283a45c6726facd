/**
 * The headers that name what a cacheable answer shows, for a CDN's purges (decision 0129):
 * `Surrogate-Key` (Fastly, Varnish with xkey), keys apart by spaces, and `Cache-Tag` (Cloudflare),
 * by commas. Empty for no keys.
 */
export function surrogateKeyHeaders(keys: readonly string[]): [string, string][] {
  if (keys.length === 0) return [];
  return [
    ["surrogate-key", keys.join(" ")],
    ["cache-tag", keys.join(",")],
  ];
}
