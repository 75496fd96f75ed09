import { isLocale, LOCALE_NAMES, LOCALES } from '@petvet/shared';
import { useLocale, useT } from '../../i18n';

/** The header's choice of language; every screen follows it at once, without a reload. */
export function LanguageSwitcher() {
  const t = useT();
  const locale = useLocale();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('core.language')}</span>
      <select
        id="language"
        name="language"
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          // The switch itself downloads when first used: the home page's first visit needs none of it.
          if (isLocale(chosen)) {
            void import('../../i18n/switch-locale').then((m) => m.switchLocale(chosen, true));
          }
        }}
      >
        {LOCALES.map((code) => (
          // The code keeps the header short; each language's own name says which it is.
          <option key={code} value={code} lang={code} title={LOCALE_NAMES[code]}>
            {code.toUpperCase()}
          </option>
        ))}
      </select>
    </label>
  );
}
