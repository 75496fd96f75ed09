import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';
import { registrableDomain } from './website';

export interface PracticeIdentity {
  id: number;
  name: string;
  postcode: string;
  website: string;
}

const HOST = sql.raw(
  `lower(regexp_replace(c.website, '^([a-z][a-z0-9+.-]*://)?(www\\.)?([^/:?#]+).*$', '\\3', 'i'))`,
);

/**
 * Directory practices that are also PetVet clinics with a published profile, so the directory can
 * send people to book: the same website (registrable domain), or the same name and postcode.
 */
export function createPetvetClinicRepository(db: Database) {
  return {
    async clinicIdsFor(practices: PracticeIdentity[]): Promise<Map<number, string>> {
      const keys = practices.map((p) => ({
        id: p.id,
        domain: registrableDomain(p.website),
        name: p.name.trim().toLowerCase(),
        postcode: p.postcode.replace(/\s+/g, '').toUpperCase(),
      }));
      if (keys.length === 0) return new Map();
      const result = await db.execute(sql`
        select distinct on (k.id) k.id, c.id as clinic_id
        from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(id bigint, domain text, name text, postcode text)
        join clinics c on c.profile_saved_at is not null and (
          (k.domain <> '' and (${HOST} = k.domain or ${HOST} like '%.' || k.domain))
          or (k.postcode <> '' and lower(trim(c.business_name)) = k.name
              and upper(replace(c.postcode, ' ', '')) = k.postcode))
        order by k.id, c.created_at asc`);
      return new Map(
        rowsOf<{ id: string | number; clinic_id: string }>(result).map((row) => [
          Number(row.id),
          row.clinic_id,
        ]),
      );
    },
  };
}
