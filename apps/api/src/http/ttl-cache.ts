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
export function expirySweeper<T extends { at: number }>(entries: Map<unknown, T>, ttlMs: number) {
  let sweptAt = Date.now();
  return (now: number) => {
    if (now - sweptAt < ttlMs) return;
    sweptAt = now;
    for (const [key, entry] of entries) if (now - entry.at >= ttlMs) entries.delete(key);
  };
}

export function createTtlCache<K, V>(
  ttlMs: number,
  load: (key: K) => Promise<V>,
  keyOf: (key: K) => unknown = (key) => key,
  maxEntries = 10_000,
) {
  const entries = new Map<unknown, { key: K; value: Promise<V>; at: number }>();
  const sweep = expirySweeper(entries, ttlMs);
  return {
    get(key: K): Promise<V> {
      const id = keyOf(key);
      const hit = entries.get(id);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      sweep(Date.now());
      if (entries.size >= maxEntries) entries.clear();
      const value = load(key);
      const entry = { key, value, at: Date.now() };
      entries.set(id, entry);
      // The time to live counts from when the value is ready, so a slow load is still served afterwards.
      value.then(
        () => {
          entry.at = Date.now();
        },
        () => {
          if (entries.get(id) === entry) entries.delete(id);
        },
      );
      return value;
    },
    clear() {
      entries.clear();
    },
    /** Forgets the entries whose key passes `test` (what they hold changed). */
    forget(test: (key: K) => boolean) {
      for (const [id, entry] of entries) if (test(entry.key)) entries.delete(id);
    },
  };
}
