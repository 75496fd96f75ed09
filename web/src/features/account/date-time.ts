import { activeLocale } from '../../i18n';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date-time formatter in the language the app speaks: English keeps the browser's own style (as
 * these pages always showed), every other language its own conventions. One per language and style.
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = activeLocale();
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? undefined : locale, options);
    formats.set(key, format);
  }
  return format;
}
