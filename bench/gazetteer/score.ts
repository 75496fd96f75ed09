/**
 * Scores the gazetteer on bench/gazetteer/cases.json: the share of queries resolved within 25 km
 * of the truth and in its country, overall and per kind. `npx tsx bench/gazetteer/score.ts
 * [--misses]`. Only resolvePlace is asked: the database's own postcodes are not in play here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolvePlace } from '../../shared/src/server/geo/gazetteer';
import { kmBetween, type Case } from './data';

const cases = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'cases.json'), 'utf8'),
) as Case[];
const showMisses = process.argv.includes('--misses');
const tally = new Map<string, { hit: number; total: number }>();
const count = (kind: string, hit: boolean) => {
  const row = tally.get(kind) ?? { hit: 0, total: 0 };
  row.total += 1;
  if (hit) row.hit += 1;
  tally.set(kind, row);
};
const began = performance.now();
for (const c of cases) {
  const { place } = resolvePlace(c.query, c.country ? { country: c.country } : {});
  const hit = !!place && place.country === c.expected.country && kmBetween(place, c.expected) <= 25;
  count(c.kind, hit);
  count('all', hit);
  if (!hit && showMisses)
    console.log(
      `miss ${c.kind} "${c.query}"${c.country ? ` [${c.country}]` : ''}: want ${c.expected.name} ${c.expected.country}, got ${place ? `${place.label} ${place.country} ${Math.round(kmBetween(place, c.expected))} km` : 'nothing'}`,
    );
}
const seconds = ((performance.now() - began) / 1000).toFixed(1);
console.log(
  `kind          resolved within 25 km   (${cases.length} cases, ${seconds} s with loading)`,
);
for (const [kind, { hit, total }] of [...tally].sort((a, b) =>
  a[0] === 'all' ? 1 : b[0] === 'all' ? -1 : a[0] < b[0] ? -1 : 1,
))
  console.log(
    `${kind.padEnd(14)}${`${hit}/${total}`.padStart(8)}  ${((100 * hit) / total).toFixed(1).padStart(5)}%`,
  );
