import { sql, type SQL } from 'drizzle-orm';

/**
 * The PetVet clinic a directory practice is, so the directory can send people to book, or null.
 * The clinic's own listing names it (clinic_id); a crawled practice that is the twin of a
 * published clinic (the same website, or the same name and postcode; of several, the oldest
 * clinic) names it in twin_clinic_id, which the database's triggers (migration 0032) keep when the
 * practice or a clinic is written. Both are columns of the row: a page of results reads them
 * with its rows, at no cost per row, however many clinics there are. `from` names the practice's
 * row: the table, or an alias or subquery holding its clinic_id and twin_clinic_id.
 */
export function petvetClinicIdOf(from = 'global_practices'): SQL<string | null> {
  // Always named with the table or alias: a query of several tables may have other clinic_ids.
  return sql<
    string | null
  >`coalesce(${sql.raw(`${from}.clinic_id`)}, ${sql.raw(`${from}.twin_clinic_id`)})`;
}
