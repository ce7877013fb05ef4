/**
 * A small least-recently-used cache for Intl objects. Constructing an Intl formatter loads locale
 * data and costs far more than formatting, and a results list formats the same way hundreds of
 * times; the size cap keeps a page that cycles through many options from growing it forever.
 *
 * @example
 * const formats = createIntlCache<Intl.NumberFormat>();
 * const format = formats.get('en|{}', () => new Intl.NumberFormat('en'));
 */
export function createIntlCache<T>(maxEntries = 50): { get(key: string, create: () => T): T; readonly size: number } {
  const entries = new Map<string, T>();
  return {
    get(key, create) {
      let value = entries.get(key);
      if (value === undefined) {
        value = create();
      } else {
        // Re-inserting moves the key to the end, so the first key is always the least recently used.
        entries.delete(key);
      }
      entries.set(key, value);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      return value;
    },
    get size() {
      return entries.size;
    },
  };
}
