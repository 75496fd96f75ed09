import { formatLocale } from './format-locale';

const counts = new Map<string, Intl.NumberFormat>();

/**
 * "12,345" ("12.345" in German): one formatter per language for every count on a page. Each `toLocaleString('en-GB')` builds a new
 * formatter, which costs a phone's main thread a few milliseconds each time.
 */
export function formatCount(value: number): string {
  const locale = formatLocale();
  let format = counts.get(locale);
  if (!format) counts.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}
