import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@petvet/shared/server';
import { sendMailEvent, type OutgoingMail } from '@petvet/shared/backend';
import { createTestApp, registerAccount, type TestApp } from '../../test-support/test-app';
import { camdenVets, mapService, type PriceListScene } from './test-support/price-list-scene';

describe('booking emails read the consultation price from the price list', () => {
  let t: TestApp;
  let scene: PriceListScene;
  let appointmentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    scene = await camdenVets(t.app);
    const owner = await registerAccount(t.app);
    const [row] = await t.deps.db
      .insert(schema.appointments)
      .values({
        clinicId: scene.clinic.id,
        ownerId: owner.user.id!,
        petName: 'Rex',
        petSpecies: 'dog',
        serviceId: scene.service['Puppy party'],
        serviceType: 'Puppy party',
        appointmentDate: '2031-03-20',
        appointmentTime: '10:30',
        duration: 60,
        price: 10,
      })
      .returning({ id: schema.appointments.id });
    appointmentId = row!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** The owner's "booked" email as it would be sent now. */
  const ownerMail = async (): Promise<string> => {
    const sent: OutgoingMail[] = [];
    // Each call sends afresh: the log would otherwise hold the event as sent.
    await t.deps.db.execute(
      sql`delete from delivery_log where event_key like ${`%${appointmentId}%`}`,
    );
    await sendMailEvent(
      {
        db: t.deps.db,
        transport: { send: async (mail) => void sent.push(mail), close: () => undefined },
        publicUrl: 'https://petvet.test',
        from: 'PetVet <noreply@petvet.test>',
        logger: t.deps.logger,
      },
      { kind: 'booked', appointmentId },
    );
    return sent.find((mail) => mail.to !== scene.clinic.profile.email)?.text ?? '';
  };

  it('when the clinic has no first consultation on its list, then the booked price is the one stated', async () => {
    const text = await ownerMail();
    expect(text).toContain('Price: £10 including VAT');
    expect(text).toContain(`Price list: https://petvet.test/vet/${scene.clinic.id}/prices`);
  });

  it('when first consultations are on the list, then their prices are stated whatever was booked', async () => {
    await mapService(t.app, scene, 'Consultation', { standardService: 'first-consultation' });
    await mapService(t.app, scene, 'Cat spay', {
      standardService: 'first-consultation',
      band: 'cat',
    });
    expect(await ownerMail()).toContain('Consultation price: £45 - £89 including VAT');
  });
});
