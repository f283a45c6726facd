/**
 * Sets `key` as the newest entry of a Map used as a bounded recency cache (a Map keeps insertion
 * order) and forgets the oldest entries beyond `maxEntries`.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, maxEntries: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > maxEntries) map.delete(map.keys().next().value!);
}
