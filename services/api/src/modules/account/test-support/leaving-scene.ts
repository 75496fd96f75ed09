import request from 'supertest';
import { schema } from '@petvet/shared/server';
import { bearer } from '../../../test-support/test-app';
import { addService, addSlot, manualClock } from '../../appointments/test-support/booking-fixtures';
import {
  createBookingScene,
  postBooking,
  putStatus,
  type BookingScene,
} from '../../appointments/test-support/booking-scene';

export interface LeavingScene extends BookingScene {
  clock: ReturnType<typeof manualClock>;
  /** Rex's visit on Saturday 12 January 2030, completed and reviewed. */
  pastVisitId: string;
  /** Rex's visit on Sunday 20 January 2030, still to come. */
  futureVisitId: string;
  reviewId: string;
}

/**
 * An owner with a whole life on PetVet at Camden Animal Clinic, seen on Tuesday 15 January 2030:
 * Rex with a medical record and a vaccination, a past visit (completed, reviewed), a visit to
 * come, a waitlist entry, a time held, a calendar feed. Made through the API where an API makes
 * it; the waitlist entry and the hold straight in the database (their flows need freed time).
 */
export async function createLeavingScene(): Promise<LeavingScene> {
  const clock = manualClock('2030-01-10T10:00:00Z');
  const scene = await createBookingScene(clock.now);
  const { t, clinicId, business, owner } = scene;
  const { app, db } = { app: t.app, db: t.deps.db };
  const as = bearer(owner.account.token);

  await request(app)
    .post(`/api/users/pets/${owner.petId}/medical-history`)
    .set(as)
    .send({ date: '2026-01-05', title: 'Annual check', type: 'checkup' })
    .expect(201);
  await request(app)
    .post(`/api/users/pets/${owner.petId}/vaccinations`)
    .set(as)
    .send({ vaccineName: 'Rabies', dateGiven: '2026-01-05', nextDueDate: '2031-01-05' })
    .expect(201);

  const serviceId = await addService(db, clinicId, { name: 'Consultation', price: 40 });
  const slot = (date: string) =>
    addSlot(db, clinicId, { date, startTime: '09:00', service: 'Consultation', serviceId });
  const book = async (date: string) => {
    const res = await postBooking(app, owner, {
      clinicId,
      timeSlotId: await slot(date),
      date,
      time: '09:00',
    });
    if (res.status !== 201) throw new Error(`booking failed: ${JSON.stringify(res.body)}`);
    return String(res.body.id);
  };
  const pastVisitId = await book('2030-01-12');
  const futureVisitId = await book('2030-01-20');

  clock.set('2030-01-15T10:00:00Z');
  await putStatus(app, business.token, pastVisitId, 'completed').expect(200);
  const review = await request(app)
    .post('/api/reviews')
    .set(as)
    .send({ vetId: clinicId, appointmentId: pastVisitId, rating: 5, comment: 'Kind and quick' })
    .expect(201);
  await request(app).post('/api/calendar/feed').set(as).expect(200);

  const ownerId = String(owner.account.user.id);
  await db
    .insert(schema.waitlistEntries)
    .values({ ownerId, clinicId, date: '2030-01-22', petId: owner.petId });
  await db.insert(schema.slotHolds).values({
    clinicId,
    ownerId,
    date: '2030-01-23',
    startTime: '11:00',
    endTime: '11:30',
    expiresAt: new Date('2030-01-15T10:30:00Z'),
  });
  return { ...scene, clock, pastVisitId, futureVisitId, reviewId: String(review.body.id) };
}
