import { sql, type SQL } from 'drizzle-orm';

/**
 * A clinic's website host, and the host's last two and last three labels, written exactly as
 * migration 0015's indexes on published clinics declare them: any difference in the text and
 * PostgreSQL works the host out for every clinic again instead of reading the index.
 */
const HOST = `lower(regexp_replace(c.website, '^([a-z][a-z0-9+.-]*://)?(www\\.)?([^/:?#]+).*$', '\\3', 'i'))`;
const LAST2 = sql.raw(`substring(${HOST} from '[^.]+\\.[^.]+$')`);
const LAST3 = sql.raw(`substring(${HOST} from '[^.]+\\.[^.]+\\.[^.]+$')`);
const CLINIC_NAME = sql.raw(`lower(trim(c.business_name))`);
const CLINIC_POSTCODE = sql.raw(`upper(replace(c.postcode, ' ', ''))`);

/** The oldest published clinic meeting one rule: the first entry of that rule's index. */
const firstWhere = (rule: SQL) =>
  sql`(select c.id as clinic_id, c.created_at from clinics c
    where c.profile_saved_at is not null and ${rule}
    order by c.created_at, c.id limit 1)`;

/**
 * The PetVet clinic a directory practice is, so the directory can send people to book, or null.
 * The clinic's own listing names it (clinic_id, read from the row: no lookup). Any other practice
 * is the published clinic with the same website (the practice's registrable domain, stored beside
 * its website, is the clinic's host or the host's last two or three labels, as book.example.co.uk
 * is example.co.uk's), or the same name and postcode; of several, the oldest clinic. A column of
 * the practice's row: PostgreSQL works it out only for the rows a query returns, after any sort
 * and limit, a few index entries each, so it costs the same at 100,000 clinics as at ten. No domain
 * or no postcode is null, which equals nothing: that rule reads no index entry. `from` names the
 * practice's row: the table, or a subquery holding its clinic_id, website_domain, name and postcode.
 */
export function petvetClinicIdOf(from = 'global_practices'): SQL<string | null> {
  // Always named with the table or subquery: a query of one table names its columns bare, and a
  // bare "postcode" inside the lookup would be the clinic's.
  const practice = (column: 'clinic_id' | 'website_domain' | 'name' | 'postcode') =>
    sql.raw(`${from}.${column}`);
  const domain = sql`nullif(${practice('website_domain')}, '')`;
  // coalesce evaluates the lookup only when the row is not a listing.
  return sql<string | null>`coalesce(${practice('clinic_id')}, (select f.clinic_id from (
      ${firstWhere(sql`${sql.raw(HOST)} = ${domain}`)}
      union all ${firstWhere(sql`${LAST2} = ${domain}`)}
      union all ${firstWhere(sql`${LAST3} = ${domain}`)}
      union all ${firstWhere(
        sql`${CLINIC_NAME} = lower(trim(${practice('name')}))
          and ${CLINIC_POSTCODE} = nullif(upper(replace(${practice('postcode')}, ' ', '')), '')`,
      )}
    ) f order by f.created_at, f.clinic_id limit 1))`;
}
