import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@petvet/shared/server';
import { sendMailEvent, type OutgoingMail } from '@petvet/shared/backend';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import { createBookingScene, type BookingScene } from '../appointments/test-support/booking-scene';

const clock = manualClock('2030-03-05T09:00:00Z');

describe('the email telling an owner that a clinic wrote in the pet record', () => {
  let scene: BookingScene;
  let staffId: string;
  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
    const [staff] = rowsOf<{ id: string }>(
      await scene.t.deps.db.execute(sql`select id from clinic_staff
        where account_id = ${String(scene.business.user.id)}`),
    );
    staffId = staff!.id;
    await scene.t.deps.db.execute(sql`update accounts set first_name = 'Ada', last_name = 'Vet'
      where id = ${String(scene.business.user.id)}`);
  });
  afterAll(async () => {
    await scene.t.close();
  });

  const insertEntry = async (table: 'medical_records' | 'pet_weights', hidden = false) => {
    const values =
      table === 'medical_records'
        ? sql`(pet_id, date, title, written_by_clinic_id, written_by_staff_id, hidden_at)
            values (${scene.owner.petId}, '2030-03-04', 'Rabies booster', ${scene.clinicId}, ${staffId}, ${hidden ? sql`now()` : null})`
        : sql`(pet_id, date, weight, written_by_clinic_id, written_by_staff_id, hidden_at)
            values (${scene.owner.petId}, '2030-03-04', 12.5, ${scene.clinicId}, ${staffId}, ${hidden ? sql`now()` : null})`;
    const [row] = rowsOf<{ id: string }>(
      await scene.t.deps.db.execute(sql`insert into ${sql.raw(table)} ${values} returning id`),
    );
    return row!.id;
  };
  const send = async (payload: unknown) => {
    const sent: OutgoingMail[] = [];
    await sendMailEvent(
      {
        db: scene.t.deps.db,
        transport: { send: async (mail) => void sent.push(mail), close: () => undefined },
        publicUrl: 'https://petvet.test',
        from: 'PetVet <noreply@petvet.test>',
        logger: scene.t.deps.logger,
      },
      payload,
      clock.now(),
    );
    return sent;
  };

  it('when the clinic adds a medical record, then the owner reads the clinic, the title, the staff member and a My Pets link', async () => {
    const entryId = await insertEntry('medical_records');
    const [mail] = await send({ kind: 'record-written', entryKind: 'medical_record', entryId });
    expect(mail?.to).toBe(scene.owner.account.email);
    expect(mail?.subject).toBe("Camden Animal Clinic added Rex's Rabies booster");
    expect(mail?.text).toContain('Ada Vet at Camden Animal Clinic');
    expect(mail?.text).toContain('https://petvet.test/pets');
  });

  it("when the clinic adds a weight, then the subject names the pet's weight", async () => {
    const entryId = await insertEntry('pet_weights');
    const [mail] = await send({ kind: 'record-written', entryKind: 'weight', entryId });
    expect(mail?.subject).toBe("Camden Animal Clinic added Rex's weight");
  });

  it('when the owner hid the entry before the email went, then nothing is sent', async () => {
    const entryId = await insertEntry('medical_records', true);
    expect(await send({ kind: 'record-written', entryKind: 'medical_record', entryId })).toEqual(
      [],
    );
  });
});
