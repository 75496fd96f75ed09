import { and, eq, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';
import type { StatementCache } from '../../lib/sql/by-shape';
import { greatCircleKm } from '../../lib/sql/great-circle';
import type { PracticeSearchFilter } from './practice-search-conditions';

/** The grids of migration 0041: cells of 0.05, 0.25 and 1.25 degrees, written as it computes them. */
const LEVELS = [0, 1, 2] as const;
const sizeOf = (level: number) => 0.05 * 5 ** level;
const cellId = (level: number, row: number, col: number) => level * 1e10 + row * 1e5 + col;

/** Past this many cells across the circle's box, the next, coarser grid is read instead. */
const MAX_CELLS = 150;

/**
 * The cells lying wholly inside a circle, on the finest grid that covers it in at most MAX_CELLS
 * cells. A cell's farthest point from the centre is one of its corners (along a parallel the
 * distance grows with the longitude apart, along a meridian it is largest at an end), so a cell
 * whose four corners are inside is inside. Circles reaching a pole or the antimeridian get none.
 */
export function cellsInside(point: { lat: number; lng: number; radiusKm: number }): number[] {
  const { lat, lng, radiusKm } = point;
  const dLat = radiusKm / 111.2;
  const dLng = radiusKm / (111.2 * Math.cos(Math.min(89, Math.abs(lat) + dLat) * (Math.PI / 180)));
  if (lat - dLat <= -89 || lat + dLat >= 89 || lng - dLng <= -180 || lng + dLng >= 180) return [];
  for (const level of LEVELS) {
    const size = sizeOf(level);
    const rows = [Math.floor((lat - dLat + 90) / size), Math.floor((lat + dLat + 90) / size)];
    const cols = [Math.floor((lng - dLng + 180) / size), Math.floor((lng + dLng + 180) / size)];
    if ((rows[1]! - rows[0]! + 1) * (cols[1]! - cols[0]! + 1) > MAX_CELLS) continue;
    const inside: number[] = [];
    const within = (row: number, col: number) =>
      greatCircleKm({ lat, lng }, { lat: row * size - 90, lng: col * size - 180 }) <
      radiusKm - 0.001;
    for (let row = rows[0]!; row <= rows[1]!; row++) {
      for (let col = cols[0]!; col <= cols[1]!; col++) {
        if (
          within(row, col) &&
          within(row + 1, col) &&
          within(row, col + 1) &&
          within(row + 1, col + 1)
        )
          inside.push(cellId(level, row, col));
      }
    }
    return inside;
  }
  return [];
}

/**
 * A cell's count is kept this long and then read again: the circles searched one after another
 * share most of their cells (a city's searches differ by a few streets), so most searches read
 * none. A count says only whether a circle is crowded, and a crowded circle's page is exact
 * whatever the count (a page the bound leaves short is counted); what may lag, by this long at
 * most, is a total shown as "1,000+" for a circle just emptied below it.
 */
const CELL_FRESH_MS = 30_000;
/** Past this many kept counts they are all dropped (a crawl of the world's cells, not a city's). */
const CELLS_KEPT_MAX = 200_000;

/** How many practices (offering the category, 0 for all) lie in the cells wholly inside a circle. */
export function createPracticeCells(
  db: Database,
  statements: StatementCache,
  now: () => number = Date.now,
) {
  const pc = schema.practiceCells;
  const kept = new Map<string, { n: number; at: number }>();
  const build = () =>
    db
      .select({ cell: pc.cell, n: pc.practices })
      .from(pc)
      .where(
        and(
          eq(pc.categoryId, sql.placeholder('category')),
          sql`${pc.cell} = any(${sql.placeholder('cells')}::bigint[])`,
        ),
      );
  return async (
    point: { lat: number; lng: number; radiusKm: number },
    categoryId: number,
  ): Promise<number> => {
    const at = now();
    let sum = 0;
    const unread: number[] = [];
    for (const cell of cellsInside(point)) {
      const count = kept.get(`${categoryId}:${cell}`);
      if (count && at - count.at < CELL_FRESH_MS) sum += count.n;
      else unread.push(cell);
    }
    if (unread.length === 0) return sum;
    const rows = await statements.execute('cells', build, {
      category: categoryId,
      cells: `{${unread.join(',')}}`,
    });
    const read = new Map(rows.map((row) => [Number(row.cell), Number(row.n)]));
    if (kept.size + unread.length > CELLS_KEPT_MAX) kept.clear();
    for (const cell of unread) {
      const n = read.get(cell) ?? 0;
      kept.set(`${categoryId}:${cell}`, { n, at });
      sum += n;
    }
    return sum;
  };
}

/** The one category of a search the cells count for (0: every practice), or null for other filters. */
export function cellCategory(filter: PracticeSearchFilter): number | null {
  const others: unknown[] = [filter.country, filter.verified, filter.maxPriceUsd, filter.bookable];
  others.push(
    filter.openDayBit,
    filter.standardService,
    filter.excludeClinicIds?.length || undefined,
  );
  if (others.some((value) => value !== undefined) || filter.categoryIds.length > 1) return null;
  return filter.categoryIds[0] ?? 0;
}
