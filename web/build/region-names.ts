/**
 * Writes the countries' names in each language of the app (`src/i18n/catalogs/regions/*.json`),
 * from the same CLDR data `Intl.DisplayNames` reads. In the browser, the first `DisplayNames` in
 * a language loads that language's region data: tens of milliseconds of a phone's main thread on
 * every search page that names its place. Run again after a Node upgrade:
 *   npx tsx web/build/region-names.ts
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@petvet/shared';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/catalogs/regions');
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const CODES = [...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b));

// An ICU message: a quote, a brace or a hash would be read as syntax.
const asMessage = (text: string) => text.replace(/'/g, "''").replace(/([{}#])/g, "'$1'");

/** Every code the language names (a code it does not know comes back unchanged). */
export function regionNames(locale: string): Record<string, string> {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  return Object.fromEntries(
    CODES.map((code) => [code, names.of(code)])
      .filter((entry): entry is [string, string] => !!entry[1] && entry[1] !== entry[0])
      .map(([code, name]) => [`regions.${code}`, asMessage(name)]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(OUT, { recursive: true });
  // English's codes for every language, so every catalogue holds exactly English's keys.
  const english = regionNames('en');
  for (const locale of LOCALES) {
    const named = regionNames(locale);
    const table = Object.fromEntries(
      Object.keys(english).map((key) => [key, named[key] ?? english[key]!]),
    );
    writeFileSync(path.join(OUT, `${locale}.json`), `${JSON.stringify(table, null, 2)}\n`);
  }
}
