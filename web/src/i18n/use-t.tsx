import { i18n } from '@lingui/core';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@petvet/shared';
import { activeLocale, translate } from './i18n';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Renders its children again whenever the language changes. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The language a component renders in; reading it renders the component again on a switch. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

// One `t` per language: a new language gives a new function, so a memo or effect that lists `t`
// among its dependencies runs again on a switch, as React expects of anything a render reads.
const tOf = new Map<Locale, typeof translate>();
function tFor(locale: Locale): typeof translate {
  let t = tOf.get(locale);
  if (!t) {
    t = (key, values) => translate(key, values);
    tOf.set(locale, t);
  }
  return t;
}

/** The `t` of a component: its texts follow the language the visitor chose. */
export function useT(): typeof translate {
  return tFor(useContext(LocaleContext));
}

/** Holds the active language for every screen below it; a switch renders them all again. */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState(activeLocale);
  useEffect(() => i18n.on('change', () => setLocale(activeLocale())), []);
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}
