import { activeLocale } from '../i18n/i18n';

/**
 * The locale `Intl` formats with: in English the style the product always used (the spec's
 * "14 March 2026", "£45.00"), in every other language that language's own conventions.
 */
export function formatLocale(english: 'en-GB' | 'en-US' = 'en-GB'): string {
  const locale = activeLocale();
  return locale === 'en' ? english : locale;
}

/** The first day of a week in the calendars: Monday in Europe's languages and in British English. */
export function firstDayOfWeek(): 0 | 1 {
  return 1;
}
