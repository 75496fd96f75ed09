import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@petvet/shared';
import type { Tier } from './areas';
import type { MessageKey, MessageValues } from './message-keys';

type Catalog = Messages;
type TierModule = Promise<{ default: Catalog }>;

// One lazy chunk per tier and language: a visitor downloads only the language they read.
const TIERS: Record<Tier, Record<Locale, () => TierModule>> = {
  core: {
    en: () => import('./tiers/core.en'),
    de: () => import('./tiers/core.de'),
    fr: () => import('./tiers/core.fr'),
    es: () => import('./tiers/core.es'),
  },
  app: {
    en: () => import('./tiers/app.en'),
    de: () => import('./tiers/app.de'),
    fr: () => import('./tiers/app.fr'),
    es: () => import('./tiers/app.es'),
  },
};

const loads = new Map<string, Promise<void>>();

/**
 * The pseudo-language (pseudo.ts) in place of English, for checking screens: turned on in a
 * browser with `localStorage.pv_pseudo = '1'`. Its code downloads only when it is on.
 */
function pseudoWanted(): boolean {
  try {
    return localStorage.getItem('pv_pseudo') === '1';
  } catch {
    return false;
  }
}
const asPseudo = (messages: Catalog) =>
  import('./pseudo').then((pseudo) => pseudo.pseudoMessages(messages));
const inUse = new Set<Tier>();

/** Loads a tier's messages in a language once; later calls share the first download. */
export function loadTier(tier: Tier, locale: Locale): Promise<void> {
  inUse.add(tier);
  const key = `${tier}:${locale}`;
  let load = loads.get(key);
  if (!load) {
    load = TIERS[tier][locale]()
      .then((module) =>
        locale === 'en' && pseudoWanted() ? asPseudo(module.default) : module.default,
      )
      .then((messages) => i18n.load(locale, messages));
    // A failed download (offline) may be tried again by the next screen.
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** The tiers the app has asked for so far: a change of language loads these in the new one. */
export function loadedTiers(): Tier[] {
  return [...inUse];
}

/** A tier's messages already in hand (the HTML brought them): that tier downloads nothing. */
export function provideTier(tier: Tier, locale: Locale, messages: Catalog): void {
  // The pseudo-language rewrites English as it loads: its frame downloads like any other tier.
  if (locale === 'en' && pseudoWanted()) return;
  inUse.add(tier);
  i18n.load(locale, messages);
  loads.set(`${tier}:${locale}`, Promise.resolve());
}

/** Messages already in hand (a test's, or the server renderer's), loaded without a download. */
export function loadMessages(locale: Locale, messages: Catalog): void {
  i18n.load(locale, messages);
}

/** The language the app speaks now; the server's `<html lang>` chose it for the first render. */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** Speaks `locale` from now on, once the given tiers of it are loaded. */
export async function activateLocale(locale: Locale, tiers: Tier[]): Promise<void> {
  await Promise.all(tiers.map((tier) => loadTier(tier, locale)));
  i18n.activate(locale);
}

/** Switches synchronously to a language whose messages are already loaded. */
export function activateLoaded(locale: Locale): void {
  i18n.activate(locale);
}

/**
 * A country's name in the active language ("Deutschland" for DE), from the regions catalogue
 * (build/region-names.ts) rather than `Intl.DisplayNames`, whose first use in a language costs a
 * phone tens of milliseconds; undefined for a code it does not name.
 */
export function regionName(code: string): string | undefined {
  const key = `regions.${code.toUpperCase()}`;
  return key in i18n.messages ? i18n._(key) : undefined;
}

/** A message in the active language; outside React (toasts, titles) as inside it. */
export function translate(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values);
}
