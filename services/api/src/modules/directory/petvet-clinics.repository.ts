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
      // Each published clinic's host is worked out once and the keys meet it by equality, so the
      // cost grows with the number of clinics, not with clinics times practices on the page.
      const result = await db.execute(sql`
        with k as materialized (
          select * from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb)
            as k(id bigint, domain text, name text, postcode text)),
        c as materialized (
          select c.id, c.created_at, h.host,
                 substring(h.host from '[^.]+\\.[^.]+$') as last2,
                 substring(h.host from '[^.]+\\.[^.]+\\.[^.]+$') as last3,
                 lower(trim(c.business_name)) as name,
                 upper(replace(c.postcode, ' ', '')) as postcode
          from clinics c cross join lateral (select ${HOST} as host) h
          where c.profile_saved_at is not null),
        matches as (
          select k.id, c.id as clinic_id, c.created_at
            from k join c on k.domain <> '' and c.host = k.domain
          union all
          -- A clinic on a subdomain of the practice's registrable domain (book.example.co.uk).
          select k.id, c.id, c.created_at
            from k join c on k.domain <> '' and c.host <> k.domain and c.last2 = k.domain
          union all
          select k.id, c.id, c.created_at
            from k join c on k.domain <> '' and c.host <> k.domain and c.last3 = k.domain
          union all
          select k.id, c.id, c.created_at
            from k join c on k.postcode <> '' and c.name = k.name and c.postcode = k.postcode)
        select distinct on (id) id, clinic_id from matches order by id, created_at asc`);
      return new Map(
        rowsOf<{ id: string | number; clinic_id: string }>(result).map((row) => [
          Number(row.id),
          row.clinic_id,
        ]),
      );
    },
  };
}
