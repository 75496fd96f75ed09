/**
 * Lower case, accents folded, punctuation to single spaces, letters of every script kept:
 * "Zürich" and "zurich" meet, and "東京" stays "東京".
 */
export function normalizePlaceName(text: string): string {
  // Most names are plain ASCII: skip the costly Unicode decomposition for them.
  if (/^[\x20-\x7e]*$/.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Alternate names that are not names a person types: airport codes, links, numbered codes. */
export function isJunkAlternate(name: string): boolean {
  return (
    (name.length < 3 && /^[\x20-\x7e]*$/.test(name)) ||
    name.length < 2 ||
    /^[A-Z0-9]{3,4}$/.test(name) ||
    name.includes('http') ||
    /\w\.\w/.test(name) ||
    /\d/.test(name)
  );
}
