/** The languages the product speaks; English is the source every other catalogue translates. */
export const LOCALES = ['en', 'de', 'fr', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name, as its speakers write it: a switcher lists languages this way. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
};

/** The cookie that remembers a visitor's language in the browser, before and without an account. */
export const LOCALE_COOKIE = 'pv_locale';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The best of our languages for an `Accept-Language` header ("fr-CH, fr;q=0.9, en;q=0.8"):
 * languages in the order of their weights, a region matching its language, English when none of
 * them is ours. A weight of 0 means "not this one".
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q ? Number(q) : 1,
        index,
      };
    })
    .filter((entry) => entry.q > 0 && entry.language !== '')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** The language of a request: the visitor's own choice (the cookie) first, then the browser's. */
export function requestLocale(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Locale {
  return isLocale(cookie) ? cookie : negotiateLocale(acceptLanguage);
}
