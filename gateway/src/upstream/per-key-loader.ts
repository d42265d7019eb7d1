import DataLoader from 'dataloader';

/**
 * A per-request DataLoader for a call that takes one key: the resort API has no batch calls, so
 * each distinct key is one call, and a key asked for twice in a request is one call.
 */
export function perKeyLoader<K, V>(load: (key: K) => Promise<V>): DataLoader<K, V> {
  return new DataLoader<K, V>((keys) => Promise.all(keys.map(load)));
}
