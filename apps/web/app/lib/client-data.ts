/**
 * Client-side data kept between pages (spec §4 logout): user, referent, catalogue and suggestion data live in
 * localStorage / sessionStorage under these prefixes; logout clears them. The tour-shown flag is kept.
 */
export const TOUR_SHOWN_KEY = 'tourShown';
export const CLIENT_DATA_PREFIXES = ['user', 'referent', 'catalog', 'suggestions'] as const;

type StorageLike = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** Removes every key of the client-data prefixes from the storages; `tourShown` is never touched. */
export function clearClientData(storages: StorageLike[] = browserStorages()): void {
  for (const storage of storages) {
    const doomed: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && key !== TOUR_SHOWN_KEY && CLIENT_DATA_PREFIXES.some((p) => key.startsWith(p))) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  }
}

function browserStorages(): StorageLike[] {
  if (typeof window === 'undefined') return [];
  const out: StorageLike[] = [];
  for (const get of [() => window.localStorage, () => window.sessionStorage]) {
    try {
      out.push(get());
    } catch {
      // Storage can be disabled (privacy settings); nothing to clear then.
    }
  }
  return out;
}
