import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import type { Clinician, ClinicianRole, PublicClinician, WorkingHours } from '@petvet/shared';
import { atVersion, versionOf } from '../../lib/if-match';

const { clinicians, clinicianServices, services } = schema;

/** What a write stores: null serviceIds is every service, null hours the clinic's. */
export interface ClinicianValues {
  name: string;
  role: ClinicianRole;
  photoUrl: string | null;
  serviceIds: string[] | null;
  workingHours: WorkingHours | null;
}

/** The services a clinician performs when not all, in the order the clinic added them. */
const ownServiceIds = sql<string[]>`coalesce((
  select array_agg(cs.service_id::text order by s.created_at, s.id)
  from clinician_services cs join services s on s.id = cs.service_id
  where cs.clinician_id = ${clinicians.id}), '{}')`;

const columns = {
  id: clinicians.id,
  name: clinicians.name,
  role: clinicians.role,
  photoUrl: clinicians.photoUrl,
  serviceIds: sql<
    string[] | null
  >`case when ${clinicians.allServices} then null else ${ownServiceIds} end`,
  workingHours: sql<WorkingHours | null>`${clinicians.workingHours}`,
  hiredAt: clinicians.hiredAt,
  version: versionOf(clinicians),
};

const toClinician = ({ hiredAt, ...rest }: { hiredAt: Date } & Omit<Clinician, 'hiredAt'>) => ({
  ...rest,
  hiredAt: hiredAt.toISOString(),
});

const live = (clinicId: string) =>
  and(eq(clinicians.clinicId, clinicId), isNull(clinicians.removedAt));

const row = (values: ClinicianValues) => ({
  name: values.name,
  role: values.role,
  photoUrl: values.photoUrl,
  workingHours: values.workingHours,
  allServices: values.serviceIds === null,
});

/** Every query carries the clinic id: another clinic's clinician is never seen. */
export function createCliniciansRepository(db: Database) {
  /** Their own services become exactly `ids` (none stored when they perform every service). */
  async function setServices(tx: Database, id: string, ids: string[] | null): Promise<void> {
    await tx.delete(clinicianServices).where(eq(clinicianServices.clinicianId, id));
    if (ids?.length) {
      await tx
        .insert(clinicianServices)
        .values(ids.map((serviceId) => ({ clinicianId: id, serviceId })));
    }
  }

  async function byId(clinicId: string, id: string): Promise<Clinician | null> {
    const [found] = await db
      .select(columns)
      .from(clinicians)
      .where(and(eq(clinicians.id, id), live(clinicId)));
    return found ? toClinician(found) : null;
  }

  return {
    byId,

    async list(clinicId: string): Promise<Clinician[]> {
      const rows = await db
        .select(columns)
        .from(clinicians)
        .where(live(clinicId))
        .orderBy(asc(clinicians.hiredAt), asc(clinicians.id));
      return rows.map(toClinician);
    },

    /** Which of these ids are services of the clinic. */
    async servicesOf(clinicId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const found = await db
        .select({ id: services.id })
        .from(services)
        .where(and(eq(services.clinicId, clinicId), inArray(services.id, ids)));
      return new Set(found.map((service) => service.id));
    },

    insert: (clinicId: string, values: ClinicianValues, hiredAt: Date): Promise<Clinician> =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(clinicians)
          .values({ clinicId, hiredAt, ...row(values) })
          .returning({ id: clinicians.id });
        await setServices(tx, created!.id, values.serviceIds);
        return (await createCliniciansRepository(tx).byId(clinicId, created!.id))!;
      }),

    /**
     * Writes the whole record at `version` (any when undefined); null when no live row matched.
     * The row is rewritten even when only the services change, so its version always moves.
     */
    update: (clinicId: string, id: string, values: ClinicianValues, version?: string) =>
      db.transaction(async (tx): Promise<Clinician | null> => {
        const [updated] = await tx
          .update(clinicians)
          .set(row(values))
          .where(and(eq(clinicians.id, id), live(clinicId), atVersion(clinicians, version)))
          .returning({ id: clinicians.id });
        if (!updated) return null;
        await setServices(tx, id, values.serviceIds);
        return createCliniciansRepository(tx).byId(clinicId, id);
      }),

    /** The clinic page's team: live clinicians, hired order, with the service ids each performs. */
    async publicTeam(clinicId: string): Promise<PublicClinician[]> {
      const result = await db.execute(sql`
        select k.id, k.name, k.role, k.photo_url as "photoUrl",
          coalesce((select array_agg(s.id::text order by s.created_at, s.id) from services s
            where s.clinic_id = k.clinic_id and (k.all_services or exists (
              select 1 from clinician_services cs where cs.clinician_id = k.id and cs.service_id = s.id
            ))), '{}') as services
        from clinicians k
        where k.clinic_id = ${clinicId} and k.removed_at is null
        order by k.hired_at, k.id`);
      return rowsOf<PublicClinician>(result);
    },
  };
}

export type CliniciansRepository = ReturnType<typeof createCliniciansRepository>;
