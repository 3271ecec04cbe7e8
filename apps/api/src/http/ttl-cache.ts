/**
 * A per-process cache of loaded values with a time to live. Concurrent misses share one load, and a failed load
 * is not kept. Used for data that every request reads and that changes rarely (platforms, redirect rules,
 * catalogue pages): an operator's change shows on every instance within one TTL.
 */
/**
 * Forgets the entries older than `ttlMs`, at most once per `ttlMs` (call it on every insertion): expired entries are
 * never served, and without it they would stay until the cache reached its size limit — under traffic that misses
 * (new filters, searches, pages), the whole limit's worth of answers held for nothing.
 */
export function expirySweeper<K, T extends { at: number }>(entries: Map<K, T>, ttlMs: number, remove = (key: K) => entries.delete(key)) {
  let sweptAt = Date.now();
  return (now: number) => {
    if (now - sweptAt < ttlMs) return;
    sweptAt = now;
    for (const [key, entry] of entries) if (now - entry.at >= ttlMs) remove(key);
  };
}

export interface TtlCacheLimits<V> {
  /** Entries kept at most; beyond it the oldest is forgotten. */
  maxEntries?: number;
  /**
   * The weight of a loaded value (e.g. the bytes of a kept answer) and the total kept at most, the oldest values
   * forgotten first: a cache of answers that rarely repeat (filter sets, searches) holds a bounded amount of memory
   * rather than whatever one time to live of traffic brings.
   */
  weigh?: (value: V) => number;
  maxWeight?: number;
}

export function createTtlCache<K, V>(
  ttlMs: number,
  load: (key: K) => Promise<V>,
  keyOf: (key: K) => unknown = (key) => key,
  { maxEntries = 10_000, weigh, maxWeight = Number.POSITIVE_INFINITY }: TtlCacheLimits<V> = {},
) {
  const entries = new Map<unknown, { key: K; value: Promise<V>; at: number; weight: number }>();
  let weight = 0;
  const remove = (id: unknown) => {
    const entry = entries.get(id);
    if (!entry) return false;
    weight -= entry.weight;
    return entries.delete(id);
  };
  // A Map iterates in insertion order: its first entry is the oldest.
  const removeOldest = () => remove(entries.keys().next().value);
  const sweep = expirySweeper(entries, ttlMs, remove);
  return {
    get(key: K): Promise<V> {
      const id = keyOf(key);
      const hit = entries.get(id);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      if (hit) remove(id);
      sweep(Date.now());
      while (entries.size >= maxEntries) removeOldest();
      const value = load(key);
      const entry = { key, value, at: Date.now(), weight: 0 };
      entries.set(id, entry);
      // The time to live counts from when the value is ready, so a slow load is still served afterwards.
      value.then(
        (loaded) => {
          entry.at = Date.now();
          if (!weigh || entries.get(id) !== entry) return;
          entry.weight = weigh(loaded);
          weight += entry.weight;
          while (weight > maxWeight && entries.size > 0) removeOldest();
        },
        () => {
          if (entries.get(id) === entry) remove(id);
        },
      );
      return value;
    },
    clear() {
      entries.clear();
      weight = 0;
    },
    /** Forgets the entries whose key passes `test` (what they hold changed). */
    forget(test: (key: K) => boolean) {
      for (const [id, entry] of entries) if (test(entry.key)) remove(id);
    },
  };
}
