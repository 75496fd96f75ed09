import { sql } from 'drizzle-orm';
import type { Database } from '@petvet/shared/server';
import { registrableDomain } from './website';

export interface PracticeIdentity {
  id: number;
  name: string;
  postcode: string;
  website: string;
}

/**
 * A clinic's website host, and the host's last two and last three labels, written exactly as
 * migration 0015's indexes on published clinics declare them: any difference in the text and
 * PostgreSQL works the host out for every clinic again instead of reading the index.
 */
const HOST = `lower(regexp_replace(c.website, '^([a-z][a-z0-9+.-]*://)?(www\\.)?([^/:?#]+).*$', '\\3', 'i'))`;
const LAST2 = `substring(${HOST} from '[^.]+\\.[^.]+$')`;
const LAST3 = `substring(${HOST} from '[^.]+\\.[^.]+\\.[^.]+$')`;

/** The oldest published clinic meeting one rule: the first entry of that rule's index. */
const firstWhere = (rule: string) =>
  `(select c.id as clinic_id, c.created_at from clinics c
    where c.profile_saved_at is not null and ${rule}
    order by c.created_at, c.id limit 1)`;

/**
 * Per practice on the page, the oldest clinic by any rule: a few index entries read per practice,
 * so the cost follows the page, not the number of clinics. A clinic on a subdomain of the
 * practice's registrable domain (book.example.co.uk) meets it by the host's last two or three labels.
 */
const LINKS = sql`jsonb_to_recordset(${sql.placeholder('keys')}::jsonb)
  as k(id bigint, domain text, name text, postcode text) cross join lateral ${sql.raw(`(
    select f.clinic_id from (
      ${firstWhere(`${HOST} = k.domain`)}
      union all ${firstWhere(`${LAST2} = k.domain`)}
      union all ${firstWhere(`${LAST3} = k.domain`)}
      union all ${firstWhere(`lower(trim(c.business_name)) = k.name and upper(replace(c.postcode, ' ', '')) = k.postcode`)}
    ) f order by f.created_at, f.clinic_id limit 1) m`)}`;

/** The statement's `keys`: each practice as the rules compare it. */
export function clinicLinkKeys(practices: PracticeIdentity[]): string {
  // No domain or no postcode is null, which equals nothing: that rule reads no index entry.
  return JSON.stringify(
    practices.map((p) => ({
      id: p.id,
      domain: registrableDomain(p.website) || null,
      name: p.name.trim().toLowerCase(),
      postcode: p.postcode.replace(/\s+/g, '').toUpperCase() || null,
    })),
  );
}

/** The lookup as one statement; its `keys` (JSON: id, domain, name, postcode) a placeholder. */
export function clinicLinksQuery(db: Database) {
  return db.select({ id: sql<string>`k.id`, clinicId: sql<string>`m.clinic_id` }).from(LINKS);
}

/**
 * Directory practices that are also PetVet clinics with a published profile, so the directory can
 * send people to book: the same website (registrable domain), or the same name and postcode.
 */
export function createPetvetClinicRepository(db: Database) {
  // One statement text for every page: prepared once per connection, planned once.
  const links = clinicLinksQuery(db).prepare('petvet_clinic_links');

  return {
    async clinicIdsFor(practices: PracticeIdentity[]): Promise<Map<number, string>> {
      if (practices.length === 0) return new Map();
      const rows = await links.execute({ keys: clinicLinkKeys(practices) });
      return new Map(rows.map((row) => [Number(row.id), row.clinicId]));
    },
  };
}
