import { useEffect, useState } from 'react';
import type { LocaleInput } from '@fullcalendar/core';
import type { Locale } from '@petvet/shared';
import { formatLocale } from '../../../lib/format-locale';

// FullCalendar's day and month names and week rules, one small chunk per language, loaded only
// for the language in use (English is built in).
const LOCALES: Record<Exclude<Locale, 'en'>, () => Promise<{ default: LocaleInput }>> = {
  de: () => import('@fullcalendar/core/locales/de'),
  fr: () => import('@fullcalendar/core/locales/fr'),
  es: () => import('@fullcalendar/core/locales/es'),
};
const loadedLocales = new Map<Locale, LocaleInput>();

/** FullCalendar's locale for the language in use; undefined while its chunk downloads. */
export function useCalendarLocale(language: Locale): LocaleInput | string | undefined {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (language === 'en' || loadedLocales.has(language)) return;
    let live = true;
    void LOCALES[language]().then((module) => {
      loadedLocales.set(language, module.default);
      if (live) setLoaded((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [language]);
  // English keeps the calendar's British day and month style (formatLocale's English).
  return language === 'en' ? formatLocale() : loadedLocales.get(language);
}
