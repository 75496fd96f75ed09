/**
 * A pure lookup of a text, remembered: the bundled gazetteer and postcode tables never change
 * while the process runs, and a search asks the same few places again and again (folding the
 * name and trying its variants costs more than the rest of a small search's work in Node).
 * Bounded: past `max` texts the oldest is forgotten, so odd inputs cannot grow memory.
 */
export function memoText<T>(lookup: (text: string) => T, max = 10_000): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text) as T;
    const value = lookup(text);
    if (known.size >= max) {
      const oldest = known.keys().next();
      if (!oldest.done) known.delete(oldest.value);
    }
    known.set(text, value);
    return value;
  };
}
