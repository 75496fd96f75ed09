/**
 * One `Intl` formatter per language and options, kept: `toLocaleString` and
 * `toLocaleDateString` build a new one on every call, and building one (its patterns, its
 * language's data) costs a phone's main thread a few milliseconds each time, on every price and
 * date of a list.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(cache: Map<string, T>, key: string, build: () => T): T {
  let format = cache.get(key);
  if (!format) cache.set(key, (format = build()));
  return format;
}

const keyOf = (locale: string | undefined, options: object) =>
  `${locale ?? ''}|${JSON.stringify(options)}`;

/** The same as `new Intl.NumberFormat(locale, options)`, built once. */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return kept(numberFormats, keyOf(locale, options), () => new Intl.NumberFormat(locale, options));
}

/** The same as `new Intl.DateTimeFormat(locale, options)`, built once. */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return kept(
    dateTimeFormats,
    keyOf(locale, options),
    () => new Intl.DateTimeFormat(locale, options),
  );
}
