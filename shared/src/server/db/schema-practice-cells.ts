/**
 * How many directory practices lie in each cell of three latitude/longitude grids (migration 0041):
 * per category of service, and for every practice (category 0). Kept by the database's own
 * triggers on global_practices, so a crowded search proves "1,000+" from the cells wholly inside
 * its circle instead of counting a thousand practices one by one.
 */
import { integer, pgTable, primaryKey, smallint, bigint } from 'drizzle-orm/pg-core';

export const practiceCells = pgTable(
  'practice_cells',
  {
    categoryId: smallint('category_id').notNull(),
    /** petvet_practice_cell(lat, lng, level): the level, the grid row and the grid column. */
    cell: bigint('cell', { mode: 'number' }).notNull(),
    practices: integer('practices').notNull(),
  },
  (t) => [primaryKey({ name: 'practice_cells_pkey', columns: [t.categoryId, t.cell] })],
);
