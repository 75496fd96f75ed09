/**
 * Suggestion time: 1,000 prefixes drawn from the data (2 to 6 letters of places' names, a fixed
 * seed), each asked once through suggestPlaces as GET /api/places/suggest asks it, after the
 * index is loaded. Prints p50/p95/max and the load figures. `npx tsx bench/gazetteer/suggest.bench.ts`
 */
import { suggestPlaces, warmGazetteer } from '../../shared/src/server/geo/gazetteer';
import { readCities } from './data';

const rssBefore = process.memoryUsage().rss;
const warmed = warmGazetteer();
const rssAfter = process.memoryUsage().rss;

let seed = 1000;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const rows = readCities();
const prefixes: string[] = [];
while (prefixes.length < 1000) {
  const row = rows[Math.floor(random() * rows.length)];
  if (!row) continue;
  const length = 2 + Math.floor(random() * 5);
  prefixes.push(row.name.slice(0, length));
}

const times: number[] = [];
let answered = 0;
for (const prefix of prefixes) {
  const began = performance.now();
  const found = suggestPlaces(prefix, 8);
  times.push(performance.now() - began);
  if (found.length) answered += 1;
}
times.sort((a, b) => a - b);
const at = (q: number) =>
  (times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0).toFixed(2);
console.log(
  `gazetteer load ${warmed.ms} ms (${warmed.places} places, ${warmed.names} names), RSS +${Math.round((rssAfter - rssBefore) / 1e6)} MB`,
);
console.log(
  `suggest: ${prefixes.length} prefixes, ${answered} with suggestions; p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (target p95 < 30 ms)`,
);
