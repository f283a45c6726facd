/**
 * Sets `key` as the newest entry of a Map used as a bounded recency cache (a Map keeps insertion
 * order) and, once it holds more than `maxEntries`, forgets its oldest tenth.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, maxEntries: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size <= maxEntries) return;
  // A tenth at once, in one walk: finding a Map's first key steps over every entry deleted before
  // it until the table is rebuilt, so dropping one entry per insert cost 12 µs an insert at 20 000
  // entries (a tenth of the count-view storm's time, issue 7); this costs 0.5 µs.
  let excess = map.size - maxEntries + Math.ceil(maxEntries / 10);
  for (const oldest of map.keys()) {
    if (excess-- <= 0) break;
    map.delete(oldest);
  }
}
