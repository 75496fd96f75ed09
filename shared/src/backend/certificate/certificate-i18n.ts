import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../i18n/locales';
import { de } from './messages/de';
import { en, type CertificateMessageKey } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

export type { CertificateMessageKey };

export const CERTIFICATE_CATALOGUES: Record<Locale, Record<CertificateMessageKey, string>> = {
  en,
  de,
  fr,
  es,
};

/** One Lingui instance per language, its ICU messages compiled once: certificates of any language at once. */
const INSTANCES = Object.fromEntries(
  LOCALES.map((locale) => {
    const messages: Messages = Object.fromEntries(
      Object.entries(CERTIFICATE_CATALOGUES[locale]).map(([key, text]) => [
        key,
        compileMessage(text),
      ]),
    );
    return [locale, setupI18n({ locale, messages: { [locale]: messages } })];
  }),
) as Record<Locale, I18n>;

/** The language a certificate speaks: the reader's account `locale`, English for anything else. */
export const certificateLocale = (value: unknown): Locale =>
  isLocale(value) ? value : DEFAULT_LOCALE;

/** The certificate's words in one language. */
export const certificateWordsIn =
  (locale: Locale) =>
  (key: CertificateMessageKey, values?: Record<string, string | number>): string =>
    INSTANCES[certificateLocale(locale)]._(key, values);

/**
 * "12 March 2026", "12. März 2026", "12 mars 2026", "12 de marzo de 2026": a calendar date read as
 * written, whatever the server's zone, in the language's own long form.
 */
export function certificateDate(date: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A species My Pets offers in the reader's words; one the owner typed otherwise, as they wrote it. */
export function speciesWord(species: string, locale: Locale): string {
  const key = `species.${species}`;
  return key in en ? certificateWordsIn(locale)(key as CertificateMessageKey) : species;
}
