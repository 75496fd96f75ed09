import { and, eq, sql } from 'drizzle-orm';
import { AppError, HEALTH_RECORD_TEXTS } from '@petvet/shared';
import type {
  MedicalRecord,
  MedicalRecordRequest,
  VaccinationRequest,
  WeightEntry,
  WeightEntryRequest,
} from '@petvet/shared';
import { rowsOf, schema, type Database } from '@petvet/shared/server';
import { publishNotification } from '@petvet/shared/backend';
import type { AppDeps } from '../../deps';
import { atVersion, staleVersion } from '../../lib/if-match';
import {
  createPetRecordsRepository,
  medicalColumns,
  medicalValues,
  toMedicalRecord,
  toVaccination,
  vaccinationColumns,
  vaccinationValues,
} from './pet-records.repository';
import { createPetWeightsRepository, toWeightEntry, weightColumns } from './pet-weights.repository';
import {
  entryNotFound,
  storedKindOf,
  tableOf,
  type EntryKind,
  type StaffMember,
} from './entry-kinds';
import { presentDose } from './record-reads';

/** Refuses the write when the pet is unknown or its record is not shared with the clinic now. */
export type ConsentCheck = (tx: Database, clinicId: string, petId: string) => Promise<void>;

export interface EntryBodies {
  'medical-history': MedicalRecordRequest;
  vaccinations: VaccinationRequest;
  weights: WeightEntryRequest;
}
export type ClinicEntry<K extends EntryKind> = { kind: K; input: EntryBodies[K] };
export type AnyClinicEntry = { [K in EntryKind]: ClinicEntry<K> }[EntryKind];

/** A blank vet or clinic on the clinic's own entry is the staff member and the clinic. */
function signed<T extends { vetName?: string | undefined; vetClinic?: string | undefined }>(
  input: T,
  who: StaffMember,
): T {
  return {
    ...input,
    vetName: input.vetName || who.staffName,
    vetClinic: input.vetClinic || who.clinicName,
  };
}

/** The visit written from must be this pet's at this clinic, confirmed or completed. */
async function requireVisit(tx: Database, who: StaffMember, petId: string, appointmentId: string) {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from appointments where id = ${appointmentId}
      and pet_id = ${petId} and clinic_id = ${who.clinicId}
      and status in ('confirmed', 'completed')`),
  );
  if (rows.length === 0) throw new AppError('CONFLICT', HEALTH_RECORD_TEXTS.needsVisit);
}

/** The pet's weight is its latest entry's, after a clinic adds or corrects one. */
async function refreshPetWeight(tx: Database, petId: string) {
  await tx.execute(sql`update pets set updated_at = now(), weight = (select w.weight
      from pet_weights w where w.pet_id = ${petId}
      order by w.date desc, w.created_at desc, w.id desc limit 1)
    where id = ${petId}`);
}

/**
 * The clinic's writes in a pet's record. Each runs in one transaction under the pet's row lock:
 * the consent and the visit are checked there, and the owner's email is queued with the entry.
 */
export function createClinicEntriesService(
  deps: Pick<AppDeps, 'db' | 'now'>,
  requirePatient: ConsentCheck,
) {
  /** The entry as the owner's list shows it (a dose with its status among the pet's doses). */
  async function shown(tx: Database, kind: EntryKind, row: unknown, petId: string) {
    if (kind === 'medical-history')
      return toMedicalRecord(row as Parameters<typeof toMedicalRecord>[0]);
    if (kind === 'weights') return toWeightEntry(row as Parameters<typeof toWeightEntry>[0]);
    const dose = toVaccination(row as Parameters<typeof toVaccination>[0]);
    const all = await createPetRecordsRepository(tx).listVaccinations([petId]);
    return presentDose(dose, all, deps.now());
  }

  async function lockedPatient(tx: Database, who: StaffMember, petId: string) {
    await tx.execute(sql`select id from pets where id = ${petId} for update`);
    await requirePatient(tx, who.clinicId, petId);
  }

  return {
    async add(who: StaffMember, petId: string, appointmentId: string, entry: AnyClinicEntry) {
      return deps.db.transaction(async (tx) => {
        await lockedPatient(tx, who, petId);
        await requireVisit(tx, who, petId, appointmentId);
        const written = {
          writtenByClinicId: who.clinicId,
          writtenByStaffId: who.staffId,
          appointmentId,
        };
        let saved: MedicalRecord | WeightEntry | Awaited<ReturnType<typeof presentDose>>;
        if (entry.kind === 'weights') {
          const weights = createPetWeightsRepository(tx);
          saved = await weights.add(petId, entry.input.date, entry.input.weight, written);
        } else if (entry.kind === 'medical-history') {
          const values = { petId, ...medicalValues(signed(entry.input, who)), ...written };
          const [row] = await tx
            .insert(schema.medicalRecords)
            .values(values)
            .returning(medicalColumns);
          saved = toMedicalRecord(row!);
        } else {
          const values = { petId, ...vaccinationValues(signed(entry.input, who)), ...written };
          const [row] = await tx
            .insert(schema.vaccinations)
            .values(values)
            .returning(vaccinationColumns);
          saved = await shown(tx, 'vaccinations', row, petId);
        }
        await publishNotification(tx, {
          kind: 'record-written',
          entryKind: storedKindOf[entry.kind],
          entryId: saved.id,
        });
        return saved;
      });
    },

    /**
     * Corrects the clinic's own entry at the version read; what it said before is kept as a
     * revision in the same transaction. No email: the owner was told when it was written.
     */
    async correct(
      who: StaffMember,
      petId: string,
      entryId: string,
      entry: AnyClinicEntry,
      version?: string,
    ) {
      const { kind } = entry;
      const table = tableOf[kind];
      return deps.db.transaction(async (tx) => {
        await lockedPatient(tx, who, petId);
        const columns =
          kind === 'medical-history'
            ? medicalColumns
            : kind === 'vaccinations'
              ? vaccinationColumns
              : weightColumns;
        const thisEntry = and(eq(table.id, entryId), eq(table.petId, petId));
        const [before] = await tx.select(columns).from(table).where(thisEntry).for('update');
        if (!before) throw entryNotFound(kind);
        if (before.writtenByClinicId !== who.clinicId) {
          throw new AppError('FORBIDDEN', HEALTH_RECORD_TEXTS.notYourEntry);
        }
        const values =
          entry.kind === 'medical-history'
            ? medicalValues(signed(entry.input, who))
            : entry.kind === 'vaccinations'
              ? vaccinationValues(signed(entry.input, who))
              : { date: entry.input.date, weight: entry.input.weight };
        const previous = await shown(tx, kind, before, petId);
        const [after] = await tx
          .update(table)
          .set({ ...values, updatedAt: sql`now()` })
          .where(
            and(thisEntry, eq(table.writtenByClinicId, who.clinicId), atVersion(table, version)),
          )
          .returning(columns);
        if (!after) throw staleVersion();
        await tx.insert(schema.petRecordRevisions).values({
          petId,
          entryKind: storedKindOf[kind],
          entryId,
          clinicId: who.clinicId,
          staffId: who.staffId,
          previous,
        });
        if (kind === 'weights') await refreshPetWeight(tx, petId);
        return shown(tx, kind, after, petId);
      });
    },
  };
}
