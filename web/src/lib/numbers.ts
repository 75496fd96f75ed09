let counts: Intl.NumberFormat | undefined;

/**
 * "12,345": one formatter for every count on a page. Each `toLocaleString('en-GB')` builds a new
 * formatter, which costs a phone's main thread a few milliseconds each time.
 */
export function formatCount(value: number): string {
  counts ??= new Intl.NumberFormat('en-GB');
  return counts.format(value);
}
