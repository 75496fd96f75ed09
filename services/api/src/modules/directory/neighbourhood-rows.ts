import { greatCircleKm } from '../../lib/sql/great-circle';
import type { PracticeSearchFilter } from './practice-search-conditions';
import type { PracticeRow } from './practice-row';

type Row = PracticeRow & { distanceKm: number | null };
type Point = { lat: number; lng: number; radiusKm: number };

/** Neighbourhoods are cells of this many degrees (about 5.5 km north to south). */
const CELL_DEGREES = 0.05;
/** A neighbourhood holding more rows under its bound is not kept: its pages read the database. */
const NEIGHBOURHOOD_ROWS_MAX = 2_000;
/** Rows kept in all (a few hundred bytes each); past it the oldest neighbourhoods are dropped. */
const KEPT_ROWS_MAX = 20_000;

/** The sorts whose order these rows carry (the price order needs a column the rows lack). */
export const NEIGHBOURHOOD_SORTS: ReadonlySet<PracticeSearchFilter['sort']> = new Set([
  'relevance',
  'rating',
]);

/**
 * The neighbourhood of a point and a circle about the neighbourhood's centre that holds the
 * circle of the given radius about any point of it: the radius plus the farthest corner.
 */
function neighbourhoodOf(point: Point): { key: string; around: Point } {
  const row = Math.floor((point.lat + 90) / CELL_DEGREES);
  const col = Math.floor((point.lng + 180) / CELL_DEGREES);
  const south = row * CELL_DEGREES - 90;
  const west = col * CELL_DEGREES - 180;
  const centre = { lat: south + CELL_DEGREES / 2, lng: west + CELL_DEGREES / 2 };
  const corners = [south, south + CELL_DEGREES].flatMap((lat) =>
    [west, west + CELL_DEGREES].map((lng) => greatCircleKm(centre, { lat, lng })),
  );
  const reach = Math.max(...corners) + 0.01;
  return { key: `${row}:${col}`, around: { ...centre, radiusKm: point.radiusKm + reach } };
}

/** The search's own order (orderOf in practice-search.repository.ts), in JavaScript. */
function compareBy(sort: PracticeSearchFilter['sort']) {
  // Numeric columns may come as text: compared as numbers, a missing one last, as in SQL.
  const desc = (x: number | string | null, y: number | string | null) =>
    x === y ? 0 : x === null ? 1 : y === null ? -1 : Number(y) - Number(x);
  return (a: Row, b: Row): number => {
    if (sort === 'rating') return desc(a.rating, b.rating) || a.id - b.id;
    return (
      desc(Number(a.verified), Number(b.verified)) ||
      desc(a.serviceCount, b.serviceCount) ||
      (a.distanceKm ?? 0) - (b.distanceKm ?? 0) ||
      a.id - b.id
    );
  };
}

/**
 * The rows of crowded neighbourhoods under a rank bound, kept at the data versions they were read
 * at. Searches a few streets apart in a city share most of their circle: one read of the rows
 * under the bound in a circle holding all of theirs serves every one of them, each keeping the
 * rows inside its own circle (by the same great-circle distance as the database's) and sorting
 * them by the search's order. New data versions (any change to the directory or the clinics)
 * are a new key, so an answer is as fresh as one read from the database at those versions.
 */
export function createNeighbourhoodRows() {
  const kept = new Map<string, Row[] | null>();
  // A neighbourhood being read: the searches that ask meanwhile wait for that one read.
  const reading = new Map<string, Promise<Row[] | null>>();
  let rows = 0;
  const keep = (key: string, found: Row[] | null) => {
    while (rows + (found?.length ?? 0) > KEPT_ROWS_MAX && kept.size > 0) {
      const [oldest, list] = kept.entries().next().value as [string, Row[] | null];
      kept.delete(oldest);
      rows -= list?.length ?? 0;
    }
    kept.set(key, found);
    rows += found?.length ?? 0;
  };
  return {
    /**
     * The page of a search from its neighbourhood's rows under the bound (`read` reads them for
     * a circle about the neighbourhood), or null when they are too many to keep.
     */
    async page(
      filter: PracticeSearchFilter & { point: Point },
      scope: string,
      read: (around: Point, max: number) => Promise<Row[]>,
    ): Promise<Row[] | null> {
      const { key: cell, around } = neighbourhoodOf(filter.point);
      const { point, limit, offset, ...rest } = filter;
      const key = `${scope} ${cell} ${point.radiusKm} ${JSON.stringify(rest)}`;
      let found = kept.get(key);
      if (found === undefined) {
        let pending = reading.get(key);
        if (!pending) {
          pending = read(around, NEIGHBOURHOOD_ROWS_MAX + 1)
            .then((all) => (all.length > NEIGHBOURHOOD_ROWS_MAX ? null : all))
            .then((some) => {
              keep(key, some);
              return some;
            })
            .finally(() => reading.delete(key));
          reading.set(key, pending);
        }
        found = await pending;
      }
      if (found === null) return null;
      const inside: Row[] = [];
      for (const row of found) {
        if (row.lat === null || row.lng === null) continue;
        const distanceKm = greatCircleKm(point, { lat: Number(row.lat), lng: Number(row.lng) });
        if (distanceKm <= point.radiusKm) inside.push({ ...row, distanceKm });
      }
      return inside.sort(compareBy(filter.sort)).slice(offset, offset + limit);
    },
  };
}
