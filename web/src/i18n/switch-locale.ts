import { LOCALE_COOKIE, type Locale } from '@petvet/shared';
import { activateLocale, activeLocale, loadedTiers } from './i18n';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
type Listener = (locale: Locale) => void;
const choiceListeners = new Set<Listener>();

/** The browser remembers the language for the server's next HTML, signed in or not. */
function remember(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
  document.documentElement.lang = locale;
}

/**
 * Speaks `locale` from now on: its messages for the tiers in use are loaded first, so no screen
 * shows a key or half the old language. `chosen` is the visitor's own choice (the switcher), which
 * a signed-in account keeps too; an account's own language applied at sign-in is not a new choice.
 */
export async function switchLocale(locale: Locale, chosen: boolean): Promise<void> {
  if (locale !== activeLocale()) await activateLocale(locale, loadedTiers());
  remember(locale);
  if (chosen) choiceListeners.forEach((listener) => listener(locale));
}

/** Calls `listener` whenever the visitor chooses a language; returns how to stop. */
export function onLocaleChosen(listener: Listener): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}
