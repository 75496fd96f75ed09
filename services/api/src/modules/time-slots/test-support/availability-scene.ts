import request from 'supertest';
import { schema, type Database } from '@petvet/shared/server';
import { bearer, type TestApp } from '../../../test-support/test-app';
import {
  createClinic,
  createService,
  type TestClinic,
} from '../../business/test-support/clinic-fixtures';

/**
 * Publishes slots through the business API with the clock moved to a moment when the dates are
 * ahead, then puts the clock back: slots are published in advance.
 */
export async function publishSlots(
  t: TestApp,
  clinic: TestClinic,
  clock: { now: () => Date; set: (iso: string) => void },
  slots: Array<{ date: string; startTime: string; endTime: string; service?: string }>,
): Promise<Array<{ id: string; date: string; startTime: string }>> {
  const current = clock.now().toISOString();
  clock.set('2029-12-01T00:00:00Z');
  const res = await request(t.app)
    .post('/api/vet-business/time-slots/bulk')
    .set(bearer(clinic.token))
    .send({ slots: slots.map((slot) => ({ service: 'Consultation', ...slot })) });
  clock.set(current);
  if (res.status !== 201) throw new Error(`slots not published: ${JSON.stringify(res.body)}`);
  return res.body.slots;
}

/** A clinic with three services of different lengths: Nail trim 15, Consultation 30, Surgery 60. */
export async function clinicWithServices(t: TestApp): Promise<{
  clinic: TestClinic;
  services: { nailTrim: string; consultation: string; surgery: string };
}> {
  const clinic = await createClinic(t.app, { businessName: 'Span Vets', phone: '020 7946 0000' });
  const nailTrim = (await createService(t.app, clinic.token, { name: 'Nail trim', duration: 15 }))
    .serviceId;
  const consultation = (
    await createService(t.app, clinic.token, { name: 'Consultation', duration: 30 })
  ).serviceId;
  const surgery = (await createService(t.app, clinic.token, { name: 'Surgery', duration: 60 }))
    .serviceId;
  return { clinic, services: { nailTrim, consultation, surgery } };
}

/** Holds time for one owner until `expiresAt`, as a waitlist offer would. */
export async function holdTime(
  db: Database,
  hold: {
    clinicId: string;
    ownerId: string;
    date: string;
    startTime: string;
    endTime: string;
    expiresAt: string;
  },
): Promise<string> {
  const [row] = await db
    .insert(schema.slotHolds)
    .values({ ...hold, expiresAt: new Date(hold.expiresAt) })
    .returning({ id: schema.slotHolds.id });
  if (!row) throw new Error('hold insert failed');
  return row.id;
}
