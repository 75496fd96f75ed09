import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';

/**
 * What the sitemap lists: published clinics (a clinic page responds 404 until its profile is
 * saved) and every directory practice. Pages go by id order, so a page's list is stable.
 */
export function createSeoRepository(db: Database) {
  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: string | number }>(await db.execute(query))[0]?.n ?? 0);

  return {
    countClinics: () =>
      count(sql`select count(*) as n from clinics where profile_saved_at is not null`),

    async clinicIds(offset: number, limit: number): Promise<string[]> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`select id from clinics where profile_saved_at is not null
          order by id offset ${offset} limit ${limit}`),
      );
      return rows.map((row) => row.id);
    },

    countPractices: () => count(sql`select count(*) as n from global_practices`),

    /** Answered from the primary key's index alone, also at a million practices. */
    async practiceIds(offset: number, limit: number): Promise<number[]> {
      const rows = rowsOf<{ id: string | number }>(
        await db.execute(
          sql`select id from global_practices order by id offset ${offset} limit ${limit}`,
        ),
      );
      return rows.map((row) => Number(row.id));
    },
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
