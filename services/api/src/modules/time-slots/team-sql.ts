import { sql, type SQL } from 'drizzle-orm';

/** The clinic's clinicians as the scheduling core takes them (removed ones flagged). */
export const TEAM_JSON = (clinic: SQL) => sql`coalesce((select json_agg(json_build_object(
    'id', k.id, 'name', k.name, 'hiredAt', to_char(k.hired_at at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'serviceIds', case when k.all_services then null else coalesce((select json_agg(cs.service_id)
      from clinician_services cs where cs.clinician_id = k.id), '[]') end,
    'removed', k.removed_at is not null) order by k.hired_at, k.id)
  from clinicians k where k.clinic_id = ${clinic}), '[]')`;
