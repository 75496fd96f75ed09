/**
 * One `Intl` formatter per language and options, kept: `toLocaleString` and
 * `toLocaleDateString` build a new one on every call, and building one (its patterns, its
 * language's data) costs a phone's main thread a few milliseconds each time, on every price and
 * date of a list.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

const keyOf = (locale: string | undefined, options: object) =>
  `${locale ?? ''}|${JSON.stringify(options)}`;

/** The same as `new Intl.NumberFormat(locale, options)`, built once. */
export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** The same as `new Intl.DateTimeFormat(locale, options)`, built once. */
export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
