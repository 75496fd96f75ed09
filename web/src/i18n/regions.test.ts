import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@petvet/shared';
import { describe, expect, it } from 'vitest';
import { regionNames } from '../../build/region-names';
import { activateLocale, regionName } from './i18n';

const file = (locale: string) =>
  JSON.parse(
    readFileSync(path.join(__dirname, 'catalogs', 'regions', `${locale}.json`), 'utf8'),
  ) as Record<string, string>;

describe('country names', () => {
  it.each(LOCALES)(
    'when the %s regions catalogue is read, then it says what Intl says',
    (locale) => {
      const written = file(locale);
      const named = regionNames(locale);
      for (const [key, name] of Object.entries(named)) expect(written[key]).toBe(name);
    },
  );

  it('when a place is in Germany, then each language names the country its own way', async () => {
    const names: Record<string, string | undefined> = {};
    for (const locale of LOCALES) {
      await activateLocale(locale, ['app']);
      names[locale] = regionName('de');
    }
    expect(names).toEqual({ en: 'Germany', de: 'Deutschland', fr: 'Allemagne', es: 'Alemania' });
    expect(regionName('QQ')).toBeUndefined();
  });
});
