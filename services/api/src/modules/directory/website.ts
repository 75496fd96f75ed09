import { getDomain } from 'tldts';

/**
 * A stored website as a full URL, or '' when it cannot be one: OpenStreetMap and CSV files carry
 * "example.com", "www.example.com/vets" or free text.
 */
export function normalizeWebsite(raw: string | null | undefined): string {
  const value = (raw ?? '').trim().split(/[\s;]+/)[0] ?? '';
  if (!value) return '';
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    if (!url.hostname.includes('.') || url.username || url.password) return '';
    return url.toString();
  } catch {
    return '';
  }
}

/**
 * The registrable domain ("vets.co.uk" for https://www.vets.co.uk/prices), from the public
 * suffix list, so co.uk, com.au and co.jp are handled; '' when there is none.
 */
export function registrableDomain(website: string | null | undefined): string {
  const url = normalizeWebsite(website);
  if (!url) return '';
  return getDomain(url, { allowPrivateDomains: false })?.toLowerCase() ?? '';
}
