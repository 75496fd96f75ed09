import { sql, type SQL } from 'drizzle-orm';

/**
 * The clinic's clinicians as the scheduling core takes them (removed ones flagged, the theatre
 * clinician carrying the drop-off rules whose list keeps their time).
 */
export const TEAM_JSON = (clinic: SQL) => sql`coalesce((select json_agg(json_build_object(
    'id', k.id, 'name', k.name, 'hiredAt', to_char(k.hired_at at time zone 'UTC',
      'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'serviceIds', case when k.all_services then null else coalesce((select json_agg(cs.service_id)
      from clinician_services cs where cs.clinician_id = k.id), '[]') end,
    'removed', k.removed_at is not null,
    -- The clinic's drop-off rules, on the clinician who keeps its theatre list only.
    'dropOff', (select dc.drop_off from clinics dc where dc.id = k.clinic_id
      and dc.drop_off->>'clinicianId' = k.id::text)) order by k.hired_at, k.id)
  from clinicians k where k.clinic_id = ${clinic}), '[]')`;
