import { isLocale, LOCALES, type Locale } from '@petvet/shared';
import type { Messages } from '@lingui/core';
import { activateLoaded, loadMessages, translate } from '../i18n/i18n';
import appDe from '../i18n/tiers/app.de';
import appEn from '../i18n/tiers/app.en';
import appEs from '../i18n/tiers/app.es';
import appFr from '../i18n/tiers/app.fr';
import coreDe from '../i18n/tiers/core.de';
import coreEn from '../i18n/tiers/core.en';
import coreEs from '../i18n/tiers/core.es';
import coreFr from '../i18n/tiers/core.fr';

// The server renders in any language on any request: it holds every message of every language.
const ALL: Record<Locale, Messages> = {
  en: { ...coreEn, ...appEn },
  de: { ...coreDe, ...appDe },
  fr: { ...coreFr, ...appFr },
  es: { ...coreEs, ...appEs },
};
for (const locale of LOCALES) loadMessages(locale, ALL[locale]);

/**
 * Speaks `locale` for the render that follows. Renders are synchronous and one at a time, so the
 * language set here is the one the whole render uses.
 */
export function speakForRender(locale: string): Locale {
  const chosen = isLocale(locale) ? locale : 'en';
  activateLoaded(chosen);
  return chosen;
}

const FRAME: Record<Locale, Messages> = { en: coreEn, de: coreDe, fr: coreFr, es: coreEs };

/** The messages of the page frame and home page (the core tier) in a language, for the HTML. */
export function frameMessages(locale: string): Messages {
  return FRAME[isLocale(locale) ? locale : 'en'];
}

export { translate };
