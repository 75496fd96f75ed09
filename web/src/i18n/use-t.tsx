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

/** The `t` of a component: its texts follow the language the visitor chose. */
export function useT(): typeof translate {
  useContext(LocaleContext);
  return translate;
}

/** Holds the active language for every screen below it; a switch renders them all again. */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const [locale, setLocale] = useState(activeLocale);
  useEffect(() => i18n.on('change', () => setLocale(activeLocale())), []);
  return <LocaleProvider locale={locale}>{children}</LocaleProvider>;
}
