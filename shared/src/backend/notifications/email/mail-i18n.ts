import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../../i18n/locales';
import { de } from './messages/de';
import { en, type MailMessageKey } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

export type { MailMessageKey };
export type MailValues = Record<string, string | number>;

const CATALOGUES: Record<Locale, Record<MailMessageKey, string>> = { en, de, fr, es };

/** A catalogue's ICU messages compiled once, as Lingui reads them. */
const compiled = (catalogue: Record<string, string>): Messages =>
  Object.fromEntries(
    Object.entries(catalogue).map(([key, message]) => [key, compileMessage(message)]),
  );

/** One Lingui instance per language, each active in its own: emails of any language at once. */
const INSTANCES = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    setupI18n({ locale, messages: { [locale]: compiled(CATALOGUES[locale]) } }),
  ]),
) as Record<Locale, I18n>;

/** The language an account's emails speak: its `locale`, English for anything else. */
export const mailLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** One of the emails' texts in the recipient's language. */
export function mailText(locale: Locale, key: MailMessageKey, values?: MailValues): string {
  return INSTANCES[mailLocale(locale)]._(key, values);
}

/** The words of one language, for a composer that writes many texts in it. */
export const mailWordsIn =
  (locale: Locale | undefined) =>
  (key: MailMessageKey, values?: MailValues): string =>
    mailText(mailLocale(locale), key, values);
