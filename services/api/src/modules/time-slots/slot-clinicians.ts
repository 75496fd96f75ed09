import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { AppError, CLINICIAN_NOT_FOUND_TEXT, type WorkingHours } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';

const { clinicians } = schema;

export interface SlotClinician {
  id: string;
  /** Their own week; null: they keep the clinic's hours. */
  workingHours: WorkingHours | null;
  /** The services they perform; null: every service of the clinic. */
  serviceIds: string[] | null;
}

/** The clinic's live clinicians (not removed), first hired first, as the database orders them. */
export async function liveClinicians(db: Database, clinicId: string): Promise<SlotClinician[]> {
  const rows = await db
    .select({
      id: clinicians.id,
      workingHours: clinicians.workingHours,
      serviceIds: sql<string[] | null>`case when ${clinicians.allServices} then null else
        coalesce((select array_agg(cs.service_id::text) from clinician_services cs
          where cs.clinician_id = ${clinicians.id}), '{}') end`,
    })
    .from(clinicians)
    .where(and(eq(clinicians.clinicId, clinicId), isNull(clinicians.removedAt)))
    .orderBy(asc(clinicians.hiredAt), asc(clinicians.id));
  return rows.map((row) => ({
    id: row.id,
    workingHours: (row.workingHours as WorkingHours | null) ?? null,
    serviceIds: row.serviceIds,
  }));
}

/**
 * Whose time a new slot is: the named clinician, who must be one of the clinic's live ones, or
 * else the clinic's first clinician, as the database's own default does.
 */
export function pickClinician(live: SlotClinician[], clinicianId?: string): SlotClinician {
  const found = clinicianId === undefined ? live[0] : live.find((c) => c.id === clinicianId);
  if (!found) throw new AppError('NOT_FOUND', CLINICIAN_NOT_FOUND_TEXT);
  return found;
}
