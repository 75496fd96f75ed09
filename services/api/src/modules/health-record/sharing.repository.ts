import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import type { PetSharing, RecordRead } from '@petvet/shared';

/** The access log shows the latest reads only: enough to see who looked, without paging. */
export const ACCESS_LOG_LIMIT = 200;

interface SharingRow {
  clinic_id: string;
  clinic_name: string;
  shared: boolean;
  updated_at: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** The owner's side of the record: with whom it is shared and who read it. */
export function createSharingRepository(db: Database) {
  return {
    /**
     * Every clinic the pet has a share row with or an appointment at, by clinic name. A clinic
     * visited but never asked about is not shared (no row), dated by its latest booking.
     */
    async list(petId: string): Promise<PetSharing[]> {
      const rows = rowsOf<SharingRow>(
        await db.execute(sql`select c.id as clinic_id, c.business_name as clinic_name,
            coalesce(s.shared, false) as shared,
            coalesce(s.updated_at, (select max(a.created_at) from appointments a
              where a.pet_id = ${petId} and a.clinic_id = c.id)) as updated_at
          from clinics c
          left join pet_record_shares s on s.clinic_id = c.id and s.pet_id = ${petId}
          where s.pet_id is not null
            or exists (select 1 from appointments a where a.pet_id = ${petId} and a.clinic_id = c.id)
          order by c.business_name, c.id`),
      );
      return rows.map((row) => ({
        clinicId: row.clinic_id,
        clinicName: row.clinic_name,
        shared: row.shared,
        updatedAt: iso(row.updated_at),
      }));
    },

    async clinicName(clinicId: string): Promise<string | null> {
      const [row] = await db
        .select({ name: schema.clinics.businessName })
        .from(schema.clinics)
        .where(eq(schema.clinics.id, clinicId));
      return row?.name ?? null;
    },

    /**
     * Sets the choice, guarded by the row's updated_at (its version, as ISO text) when one is
     * given: a version names an existing row, so then the write is an UPDATE matching it or none.
     */
    async save(
      petId: string,
      clinicId: string,
      shared: boolean,
      version?: string,
    ): Promise<{ shared: boolean; updatedAt: Date; version: string } | null> {
      const table = schema.petRecordShares;
      const returned = { shared: table.shared, updatedAt: table.updatedAt };
      const [row] =
        version === undefined
          ? await db
              .insert(table)
              .values({ petId, clinicId, shared })
              .onConflictDoUpdate({
                target: [table.petId, table.clinicId],
                set: { shared, updatedAt: sql`clock_timestamp()` },
              })
              .returning(returned)
          : await db
              .update(table)
              .set({ shared, updatedAt: sql`clock_timestamp()` })
              .where(
                and(
                  eq(table.petId, petId),
                  eq(table.clinicId, clinicId),
                  sql`to_char(${table.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') = ${version}`,
                ),
              )
              .returning(returned);
      return row
        ? { shared: row.shared, updatedAt: row.updatedAt, version: row.updatedAt.toISOString() }
        : null;
    },

    /** Newest first, at most ACCESS_LOG_LIMIT. */
    async accessLog(petId: string): Promise<RecordRead[]> {
      const rows = rowsOf<{
        id: string;
        clinic_id: string;
        clinic_name: string;
        staff_name: string;
        via: RecordRead['via'];
        read_at: string | Date;
      }>(
        await db.execute(sql`select r.id, r.clinic_id, c.business_name as clinic_name,
            r.staff_name, r.via, r.read_at
          from pet_record_reads r join clinics c on c.id = r.clinic_id
          where r.pet_id = ${petId}
          order by r.read_at desc, r.id desc limit ${ACCESS_LOG_LIMIT}`),
      );
      return rows.map((row) => ({
        id: row.id,
        clinicId: row.clinic_id,
        clinicName: row.clinic_name,
        staffName: row.staff_name,
        via: row.via,
        readAt: iso(row.read_at),
      }));
    },
  };
}
