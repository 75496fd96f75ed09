import request from 'supertest';
import type { Express } from 'express';
import {
  bearer,
  createTestApp,
  type TestAccount,
  type TestApp,
} from '../../../test-support/test-app';
import { registerBusiness, registerOwnerWithPet } from './booking-fixtures';

export interface OwnerWithPet {
  account: TestAccount;
  petId: string;
}

export interface BookingScene {
  t: TestApp;
  business: TestAccount;
  clinicId: string;
  otherBusiness: TestAccount;
  otherClinicId: string;
  /** Rex, a Beagle. */
  owner: OwnerWithPet;
  /** Tom, a cat. */
  secondOwner: OwnerWithPet;
}

/** The app on a test clock with two clinics (Camden Animal Clinic, Other Vets) and two owners. */
export async function createBookingScene(now: () => Date): Promise<BookingScene> {
  const t = await createTestApp({ now });
  const { account: business, clinicId } = await registerBusiness(t.app, t.deps.db, {
    businessName: 'Camden Animal Clinic',
  });
  const { account: otherBusiness, clinicId: otherClinicId } = await registerBusiness(
    t.app,
    t.deps.db,
    { businessName: 'Other Vets' },
  );
  const owner = await registerOwnerWithPet(t.app, { name: 'Rex', species: 'Dog', breed: 'Beagle' });
  const secondOwner = await registerOwnerWithPet(t.app, { name: 'Tom', species: 'Cat' });
  return { t, business, clinicId, otherBusiness, otherClinicId, owner, secondOwner };
}

export interface SlotBooking {
  clinicId: string;
  timeSlotId: string;
  date: string;
  time: string;
  notes?: string;
}

/** Books a slot as an owner through the API with the required fields only (and notes if given). */
export function postBooking(app: Express | string, who: OwnerWithPet, booking: SlotBooking) {
  const { clinicId, timeSlotId, date, time, ...extra } = booking;
  return request(app)
    .post('/api/appointments')
    .set(bearer(who.account.token))
    .send({
      vetId: clinicId,
      petId: who.petId,
      timeSlotId,
      appointmentDate: date,
      appointmentTime: time,
      ...extra,
    });
}

/** Sets an appointment's status as a business through the API. */
export function putStatus(
  app: Express | string,
  token: string,
  appointmentId: string,
  status: unknown,
) {
  return request(app)
    .put(`/api/vet-business/appointments/${appointmentId}/status`)
    .set(bearer(token))
    .send({ status });
}

/**
 * For the booking tests, read once the test setup is done: `book` posts any body (as the first
 * owner unless given a token); `bodyFor` is a full valid body for the first owner's pet at the
 * first clinic.
 */
export function bookingRequests(scene: () => BookingScene) {
  const book = (body: Record<string, unknown>, token = scene().owner.account.token) =>
    request(scene().t.app).post('/api/appointments').set(bearer(token)).send(body);
  const bodyFor = (
    slotId: string,
    date: string,
    time: string,
    extra: Record<string, unknown> = {},
  ) => ({
    vetId: scene().clinicId,
    petId: scene().owner.petId,
    timeSlotId: slotId,
    serviceType: '',
    appointmentDate: date,
    appointmentTime: time,
    duration: 30,
    notes: '',
    ...extra,
  });
  return { book, bodyFor };
}
