import { describe, expect, it } from 'vitest';
import { clearLocalStorage } from './session.ts';

/** A Storage over a Map, as the browser's local storage behaves. */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  };
}

describe('clearLocalStorage (spec 000 §4: logging out clears the local storage)', () => {
  it('removes every entry but the site language and the cookie choice', () => {
    const storage = memoryStorage({ lang: 'en', 'cookie-consent': 'necessary', cart: '{"date":1}', other: 'x' });
    clearLocalStorage(storage);
    expect(storage.length).toBe(2);
    expect(storage.getItem('lang')).toBe('en');
    expect(storage.getItem('cookie-consent')).toBe('necessary');
  });

  it('accepts a storage the browser refuses to open', () => {
    expect(() => clearLocalStorage(undefined)).not.toThrow();
  });
});
