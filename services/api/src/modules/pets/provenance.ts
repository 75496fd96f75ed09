import { sql, type AnyColumn } from 'drizzle-orm';
import type { WrittenBy } from '@petvet/shared';

/** The columns every entry table (medical records, vaccinations, weights) shares since 0034. */
interface EntryTable {
  writtenByClinicId: AnyColumn;
  writtenByStaffId: AnyColumn;
}

/**
 * Who wrote an entry, read with it: the clinic's name, and the staff member's account name (null
 * once the member row is gone, as its foreign key then clears written_by_staff_id).
 */
export const writerColumns = (table: EntryTable) => ({
  writerClinicName: sql<
    string | null
  >`(select c.business_name from clinics c where c.id = ${table.writtenByClinicId})`,
  writerStaffName: sql<string | null>`(select trim(a.first_name || ' ' || a.last_name)
    from clinic_staff s join accounts a on a.id = s.account_id
    where s.id = ${table.writtenByStaffId})`,
});

export interface ProvenanceRow {
  writtenByClinicId: string | null;
  writerClinicName: string | null;
  writerStaffName: string | null;
  hiddenAt: Date | null;
  appointmentId: string | null;
}

/** The provenance fields of the owner's lists: null writtenBy on the owner's own entries. */
export function provenanceOf(row: ProvenanceRow): {
  writtenBy: WrittenBy | null;
  hidden: boolean;
  appointmentId: string | null;
} {
  return {
    writtenBy: row.writtenByClinicId
      ? {
          clinicId: row.writtenByClinicId,
          clinicName: row.writerClinicName ?? '',
          staffName: row.writerStaffName || null,
        }
      : null,
    hidden: row.hiddenAt !== null,
    appointmentId: row.appointmentId,
  };
}
