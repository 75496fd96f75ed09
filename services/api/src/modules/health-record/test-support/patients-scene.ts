import request from 'supertest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@petvet/shared/server';
import { bearer, type TestAccount } from '../../../test-support/test-app';
import {
  registerBusiness,
  registerOwnerWithPet,
} from '../../appointments/test-support/booking-fixtures';
import type { OwnerWithPet } from '../../appointments/test-support/booking-scene';
import { createStaffScene, type StaffScene } from '../../staff/test-support/staff-scene';
import { saveShareChoice } from '../share-choice';

/**
 * Camden Animal Clinic with a member of every role (the staff scene); Rex's owner shares his
 * record with Camden and has a completed visit there; Tom's owner never shared. Other Vets is a
 * second clinic, with its own visit of Rex but no consent.
 */
export interface PatientsScene extends StaffScene {
  otherClinic: TestAccount;
  otherClinicId: string;
  /** Rex's completed visit at Camden. */
  visitId: string;
  tom: OwnerWithPet;
}

let nextHour = 0;

/** A visit of the pet at the clinic, written directly (each at its own hour). */
export async function insertVisit(
  scene: StaffScene,
  clinicId: string,
  who: OwnerWithPet,
  status: string,
  date = '2030-03-04',
): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await scene.t.deps.db.execute(sql`insert into appointments (clinic_id, owner_id, pet_id,
        pet_name, pet_species, service_type, appointment_date, appointment_time, duration, status)
      select ${clinicId}, p.owner_id, p.id, p.name, p.species, 'Consultation', ${date},
        make_time(8 + ${nextHour++ % 10}, 0, 0), 30, ${status}
      from pets p where p.id = ${who.petId} returning id`),
  );
  return row!.id;
}

/** Visits are dated `visitDate` (the completed ones); entries must be dated in the real past. */
export async function createPatientsScene(
  now: () => Date,
  visitDate = '2030-03-04',
): Promise<PatientsScene> {
  const scene = await createStaffScene(now);
  const { account: otherClinic, clinicId: otherClinicId } = await registerBusiness(
    scene.t.app,
    scene.t.deps.db,
    { businessName: 'Other Vets' },
  );
  const tom = await registerOwnerWithPet(scene.t.app, { name: 'Tom', species: 'Cat' });
  const visitId = await insertVisit(scene, scene.clinicId, scene.petOwner, 'completed', visitDate);
  await insertVisit(scene, otherClinicId, scene.petOwner, 'completed', visitDate);
  await insertVisit(scene, scene.clinicId, tom, 'completed', visitDate);
  await saveShareChoice(scene.t.deps.db, scene.petOwner.petId, scene.clinicId, true);
  await saveShareChoice(scene.t.deps.db, tom.petId, scene.clinicId, false);
  return { ...scene, otherClinic, otherClinicId, visitId, tom };
}

/** The owner's switch, through the API. */
export const setSharing = (scene: PatientsScene, clinicId: string, shared: boolean) =>
  request(scene.t.app)
    .put(`/api/users/pets/${scene.petOwner.petId}/sharing/${clinicId}`)
    .set(bearer(scene.petOwner.account.token))
    .send({ shared });

export async function readsOf(scene: StaffScene, petId: string, via?: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await scene.t.deps.db.execute(sql`select count(*)::int as n from pet_record_reads
      where pet_id = ${petId} ${via ? sql`and via = ${via}` : sql``}`),
  );
  return row!.n;
}
