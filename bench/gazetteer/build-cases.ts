/**
 * Builds bench/gazetteer/cases.json, the gazetteer's test set, from the GeoNames data and the
 * zipcodes package: `npx tsx bench/gazetteer/build-cases.ts`. Hand-named queries (native names,
 * exonyms, UK postcodes) get their truth from the data, never from the code under test: the most
 * populous place carrying that name in the named country. Sampled queries use a fixed seed.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countryName } from '../../shared/src/server/geo/countries';
import { fold, readCities, type Case, type Row } from './data';

const rows = readCities();
const byKey = new Map<string, Row[]>();
for (const row of rows) {
  for (const key of new Set([row.name, row.ascii, ...row.alternates].map(fold))) {
    if (!key) continue;
    const list = byKey.get(key);
    if (list) list.push(row);
    else byKey.set(key, [row]);
  }
}
const mostPopulous = (name: string, country?: string) =>
  (byKey.get(fold(name)) ?? [])
    .filter((r) => !country || r.country === country)
    .sort((a, b) => b.population - a.population)[0];
const truth = (r: Row) => ({ lat: r.lat, lng: r.lng, country: r.country, name: r.name });

let seed = 24;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const sample = <T>(list: T[], n: number) => {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
};

const cases: Case[] = [];
const named = (kind: string, list: Array<[string, string]>, withOption = false) => {
  for (const [query, country] of list) {
    const row = mostPopulous(query, country);
    if (!row) throw new Error(`${query} (${country}) is not in the data`);
    cases.push({ kind, query, ...(withOption ? { country } : {}), expected: truth(row) });
  }
};

// Native names: what a local types.
named('native', [
  ['München', 'DE'],
  ['Köln', 'DE'],
  ['東京', 'JP'],
  ['Genève', 'CH'],
  ['Wien', 'AT'],
  ['Praha', 'CZ'],
  ['Москва', 'RU'],
  ['Zürich', 'CH'],
  ['北京', 'CN'],
  ['서울', 'KR'],
  ['Αθήνα', 'GR'],
  ['Warszawa', 'PL'],
  ['Lisboa', 'PT'],
  ['Roma', 'IT'],
  ['Milano', 'IT'],
  ['Napoli', 'IT'],
  ['Firenze', 'IT'],
  ['Venezia', 'IT'],
  ['Torino', 'IT'],
  ['Sevilla', 'ES'],
  ['København', 'DK'],
  ['Göteborg', 'SE'],
  ['Bruxelles', 'BE'],
  ['Den Haag', 'NL'],
  ['Kraków', 'PL'],
  ['Wrocław', 'PL'],
  ['Łódź', 'PL'],
  ['Київ', 'UA'],
  ['București', 'RO'],
  ['Београд', 'RS'],
  ['Санкт-Петербург', 'RU'],
  ['القاهرة', 'EG'],
  ['İstanbul', 'TR'],
  ['大阪', 'JP'],
  ['京都', 'JP'],
  ['上海', 'CN'],
  ['Montréal', 'CA'],
  ['Québec', 'CA'],
  ['São Paulo', 'BR'],
  ['Bogotá', 'CO'],
  ['Düsseldorf', 'DE'],
  ['Nürnberg', 'DE'],
  ['Malmö', 'SE'],
  ['Reykjavík', 'IS'],
  ['Θεσσαλονίκη', 'GR'],
  ['Braunschweig', 'DE'],
]);
// Exonyms: the English name of a place whose own name differs.
named('exonym', [
  ['Cologne', 'DE'],
  ['Munich', 'DE'],
  ['Vienna', 'AT'],
  ['Prague', 'CZ'],
  ['Geneva', 'CH'],
  ['Florence', 'IT'],
  ['Venice', 'IT'],
  ['Milan', 'IT'],
  ['Naples', 'IT'],
  ['Turin', 'IT'],
  ['Lisbon', 'PT'],
  ['Warsaw', 'PL'],
  ['Moscow', 'RU'],
  ['Copenhagen', 'DK'],
  ['Brussels', 'BE'],
  ['The Hague', 'NL'],
  ['Athens', 'GR'],
  ['Bucharest', 'RO'],
  ['Belgrade', 'RS'],
  ['Seville', 'ES'],
  ['Gothenburg', 'SE'],
  ['Nuremberg', 'DE'],
  ['Cracow', 'PL'],
  ['Kiev', 'UA'],
  ['Rome', 'IT'],
  ['Peking', 'CN'],
  ['Bombay', 'IN'],
  ['Calcutta', 'IN'],
  ['Saigon', 'VN'],
  ['Antwerp', 'BE'],
  ['Ghent', 'BE'],
  ['Basle', 'CH'],
  ['Lucerne', 'CH'],
  ['Hanover', 'DE'],
  ['Genoa', 'IT'],
  ['Padua', 'IT'],
  ['Marseilles', 'FR'],
  ['Lyons', 'FR'],
  ['Aix-la-Chapelle', 'DE'],
]);
// UK postcodes, full and outward: the truth is the post town's centre (the honest 25 km).
named('uk_postcode', [
  ['London', 'GB'],
  ['London', 'GB'],
  ['London', 'GB'],
  ['London', 'GB'],
  ['London', 'GB'],
  ['London', 'GB'],
  ['London', 'GB'],
  ['London', 'GB'],
  ['Manchester', 'GB'],
  ['Manchester', 'GB'],
  ['Birmingham', 'GB'],
  ['Birmingham', 'GB'],
  ['Leeds', 'GB'],
  ['Liverpool', 'GB'],
  ['Bristol', 'GB'],
  ['Edinburgh', 'GB'],
  ['Edinburgh', 'GB'],
  ['Glasgow', 'GB'],
  ['Cardiff', 'GB'],
  ['Belfast', 'GB'],
  ['Cambridge', 'GB'],
  ['Oxford', 'GB'],
  ['Newcastle upon Tyne', 'GB'],
  ['Sheffield', 'GB'],
  ['Nottingham', 'GB'],
  ['Leicester', 'GB'],
]);
const postcodes = [
  'SW1A 1AA',
  'NW1 7AA',
  'NW1',
  'SW1A',
  'EC1A 1BB',
  'W1A 0AX',
  'E1 6AN',
  'SE1 7PB',
  'M1 1AE',
  'M1',
  'B1 1BB',
  'B1',
  'LS1 4AP',
  'L1 8JQ',
  'BS1 4DJ',
  'EH1 1YZ',
  'EH1',
  'G1 1XQ',
  'CF10 1EP',
  'BT1 5GS',
  'CB2 1TN',
  'OX1 1DP',
  'NE1 4ST',
  'S1 2HE',
  'NG1 5FS',
  'LE1 5YA',
];
cases.filter((c) => c.kind === 'uk_postcode').forEach((c, i) => (c.query = postcodes[i] ?? ''));

const unique = (r: Row) => mostPopulous(r.name)?.id === r.id;
const ascii = (text: string) => /^[\x20-\x7e]+$/.test(text);
// Plain English names of big places whose name no bigger place carries.
for (const r of sample(
  rows.filter((r) => r.population >= 300_000 && ascii(r.name) && unique(r)),
  40,
))
  cases.push({ kind: 'plain', query: r.name, expected: truth(r) });
// Native names with accents or other scripts, sampled.
for (const r of sample(
  rows.filter((r) => r.population >= 150_000 && !ascii(r.name) && unique(r)),
  25,
))
  cases.push({ kind: 'native', query: r.name, expected: truth(r) });
// "City, Country" and "City Country" for towns of middling size.
const middling = sample(
  rows.filter((r) => r.population >= 50_000 && r.population < 300_000),
  40,
);
middling.forEach((r, i) => {
  const best = mostPopulous(r.name, r.country);
  if (!best) return;
  const sep = i % 4 === 3 ? ' ' : ', ';
  cases.push({
    kind: 'city_country',
    query: `${r.name}${sep}${countryName(r.country)}`,
    expected: truth(best),
  });
});
// Ambiguous names with the country chosen: a name two countries share, asked in the smaller one.
const shared = [...byKey.values()].filter((list) => {
  const big = list.filter((r) => r.population >= 30_000 && fold(r.name) === fold(list[0]!.name));
  return new Set(big.map((r) => r.country)).size >= 2;
});
for (const list of sample(shared, 25)) {
  const big = list
    .filter((r) => r.population >= 30_000)
    .sort((a, b) => b.population - a.population);
  const first = big[0]!;
  const other = big.find((r) => r.country !== first.country)!;
  const best = mostPopulous(other.name, other.country)!;
  cases.push({
    kind: 'ambiguous',
    query: other.name,
    country: other.country,
    expected: truth(best),
  });
}
named(
  'ambiguous',
  [
    ['Cambridge', 'US'],
    ['Portland', 'US'],
    ['London', 'CA'],
    ['Perth', 'GB'],
    ['Córdoba', 'AR'],
  ],
  true,
);
cases.push({ ...cases[cases.length - 5]!, query: 'Cambridge, US', country: undefined });

// US ZIP and Canadian forward sortation areas from the zipcodes package.
const require = createRequire(import.meta.url);
const zip = require('zipcodes') as {
  codes: Record<
    string,
    { zip: string; latitude: number; longitude: number; country: string; city: string }
  >;
};
const codes = Object.values(zip.codes);
for (const z of sample(
  codes.filter((z) => z.country === 'US'),
  20,
))
  cases.push({
    kind: 'us_zip',
    query: z.zip,
    expected: { lat: z.latitude, lng: z.longitude, country: 'US', name: z.city },
  });
for (const z of sample(
  codes.filter((z) => z.country === 'Canada'),
  10,
))
  cases.push({
    kind: 'ca_fsa',
    query: `${z.zip} ${Math.floor(random() * 9)}A${Math.floor(random() * 9)}`,
    expected: { lat: z.latitude, lng: z.longitude, country: 'CA', name: z.zip },
  });

// The same question twice says nothing more: keep the first.
const seen = new Set<string>();
const distinct = cases.filter((c) => {
  const key = `${c.kind}|${c.query}|${c.country ?? ''}`;
  return !seen.has(key) && seen.add(key);
});
const out = path.join(import.meta.dirname, 'cases.json');
writeFileSync(out, `${JSON.stringify(distinct, null, 1)}\n`);
const kinds = new Map<string, number>();
for (const c of distinct) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
console.log(`${distinct.length} cases`, Object.fromEntries(kinds));
