import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import {
  JOBS,
  ownerAppointmentSchema,
  publicTimeSlotSchema,
  waitlistEntryListSchema,
} from '@petvet/shared';
import { createLogger, schema, type Database } from '@petvet/shared/server';
import { runWaitlistOffers, type WaitlistOffersResult } from '@petvet/shared/backend';
import { bearer, type TestApp } from '../../../test-support/test-app';
import {
  addService,
  addSlot,
  registerBusiness,
  registerOwnerWithPet,
} from '../../appointments/test-support/booking-fixtures';
import type { OwnerWithPet } from '../../appointments/test-support/booking-scene';

const logger = createLogger('waitlist-test', 'silent');

/** A clinic with Nail trim (15), Consultation (30) and Surgery (60) and its slots of one date. */
export interface WaitlistClinic {
  clinicId: string;
  /** The clinic's business account, to publish time as the clinic. */
  businessToken: string;
  date: string;
  /** Published slot ids by start time. */
  slots: Record<string, string>;
}

/**
 * A clinic of its own (so tests never share a waiting line) whose date publishes 30-minute slots
 * from each of `starts`; slots that follow each other make one stretch of contiguous time.
 */
export async function waitlistClinic(
  t: TestApp,
  date: string,
  starts: string[] = ['09:00', '09:30'],
): Promise<WaitlistClinic> {
  const { clinicId, account } = await registerBusiness(t.app, t.deps.db, {
    businessName: `Queue Vets ${randomBytes(3).toString('hex')}`,
  });
  // A saved profile makes the clinic public: its free times answer.
  await t.deps.db
    .update(schema.clinics)
    .set({ profileSavedAt: sql`now()` })
    .where(eq(schema.clinics.id, clinicId));
  await addService(t.deps.db, clinicId, { name: 'Nail trim', price: 15, duration: 15 });
  await addService(t.deps.db, clinicId, { name: 'Consultation', price: 40, duration: 30 });
  await addService(t.deps.db, clinicId, { name: 'Surgery', price: 300, duration: 60 });
  const slots: Record<string, string> = {};
  for (const startTime of starts) {
    slots[startTime] = await addSlot(t.deps.db, clinicId, {
      date,
      startTime,
      duration: 30,
      service: 'Consultation',
    });
  }
  return { clinicId, businessToken: account.token, date, slots };
}

export const newOwner = (t: TestApp, name = 'Rex'): Promise<OwnerWithPet> =>
  registerOwnerWithPet(t.app, { name, species: 'Dog' });

export function joinWaitlist(
  t: TestApp,
  who: OwnerWithPet,
  body: { vetId: string; date: string; service?: string; petId?: string },
) {
  return request(t.app)
    .post('/api/waitlist')
    .set(bearer(who.account.token))
    .send({ petId: who.petId, ...body });
}

export async function waitlistOf(t: TestApp, who: OwnerWithPet) {
  const res = await request(t.app).get('/api/waitlist').set(bearer(who.account.token));
  if (res.status !== 200) throw new Error(`waitlist read failed: ${res.status}`);
  return waitlistEntryListSchema.parse(res.body);
}

/** Books a start of the clinic's date through the API; returns the appointment id. */
export async function bookAs(
  t: TestApp,
  who: OwnerWithPet,
  at: WaitlistClinic,
  slotStart: string,
  time: string,
  service: string,
) {
  return request(t.app).post('/api/appointments').set(bearer(who.account.token)).send({
    vetId: at.clinicId,
    petId: who.petId,
    timeSlotId: at.slots[slotStart],
    serviceType: service,
    appointmentDate: at.date,
    appointmentTime: time,
  });
}

export async function bookedId(
  t: TestApp,
  who: OwnerWithPet,
  at: WaitlistClinic,
  slotStart: string,
  time: string,
  service: string,
): Promise<string> {
  const res = await bookAs(t, who, at, slotStart, time, service);
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${res.text}`);
  return ownerAppointmentSchema.parse(res.body).id;
}

export function cancelAs(t: TestApp, who: OwnerWithPet, appointmentId: string) {
  return request(t.app)
    .post(`/api/appointments/${appointmentId}/cancel`)
    .set(bearer(who.account.token))
    .send({ reason: 'Plans changed' });
}

/** The start times the service fits on the date, as `who` (or a visitor) sees them. */
export async function startsSeenBy(
  t: TestApp,
  at: WaitlistClinic,
  service: string,
  who?: OwnerWithPet,
): Promise<string[]> {
  const call = request(t.app)
    .get(`/api/vet-business/time-slots/available/${at.clinicId}`)
    .query({ date: at.date, service });
  const res = who ? await call.set(bearer(who.account.token)) : await call;
  if (res.status !== 200) throw new Error(`availability failed: ${res.status} ${res.text}`);
  return publicTimeSlotSchema
    .array()
    .parse(res.body)
    .map((slot) => slot.startTime);
}

/** The offer requests the outbox holds for the clinic: what the notify worker would run. */
export async function offerRequestsFor(db: Database, clinicId: string) {
  const rows = await db
    .select({ payload: schema.queueOutbox.payload })
    .from(schema.queueOutbox)
    .where(
      and(
        eq(schema.queueOutbox.jobName, JOBS.waitlistOffers),
        sql`${schema.queueOutbox.payload}->>'clinicId' = ${clinicId}`,
      ),
    );
  return rows.map((row) => row.payload as { clinicId: string; date: string });
}

/** The clinic's holds (live or not), earliest first. */
export function holdsOf(db: Database, clinicId: string) {
  return db
    .select()
    .from(schema.slotHolds)
    .where(eq(schema.slotHolds.clinicId, clinicId))
    .orderBy(schema.slotHolds.startTime);
}

/** Whether the offer email of the hold is queued. */
export async function offerMailQueued(db: Database, holdId: string): Promise<boolean> {
  const rows = await db
    .select({ id: schema.queueOutbox.id })
    .from(schema.queueOutbox)
    .where(
      and(
        eq(schema.queueOutbox.jobName, JOBS.deliverNotification),
        sql`${schema.queueOutbox.payload}->>'kind' = 'waitlist-offer'`,
        sql`${schema.queueOutbox.payload}->>'holdId' = ${holdId}`,
      ),
    );
  return rows.length === 1;
}

/** One run of the waitlist-offers job, as the notify worker runs it. */
export function runOffers(
  db: Database,
  payload: Record<string, unknown>,
  now: Date,
): Promise<WaitlistOffersResult> {
  return runWaitlistOffers(db, payload, now, logger);
}
