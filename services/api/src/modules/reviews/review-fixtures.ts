import request from 'supertest';
import type { Express } from 'express';
import { ownerAppointmentSchema, type OwnerAppointment } from '@petvet/shared';
import type { Database } from '@petvet/shared/server';
import { bearer, type TestAccount } from '../../test-support/test-app';
import { addSlot, type manualClock } from '../appointments/test-fixtures';

export const BOOKING_TIME = '2030-04-01T08:00:00Z';
export const AFTER_VISITS_TIME = '2030-05-01T12:00:00Z';

export interface VisitOptions {
  owner: { account: TestAccount; petId: string };
  clinicId: string;
  businessToken: string;
  date: string;
  time: string;
  /** Only confirmed appointments become completed once their end has passed. */
  confirm?: boolean;
}

/** Books through the API, confirms as the business, then moves the clock past the visit. */
export async function visit(
  app: Express,
  db: Database,
  clock: ReturnType<typeof manualClock>,
  options: VisitOptions,
): Promise<OwnerAppointment> {
  clock.set(BOOKING_TIME);
  const { owner, clinicId, date, time } = options;
  const timeSlotId = await addSlot(db, clinicId, { date, startTime: time });
  const booked = await request(app)
    .post('/api/appointments')
    .set(bearer(owner.account.token))
    .send({
      vetId: clinicId,
      petId: owner.petId,
      timeSlotId,
      appointmentDate: date,
      appointmentTime: time,
    });
  const appointment = ownerAppointmentSchema.parse(booked.body);
  if (options.confirm ?? true) {
    await request(app)
      .put(`/api/vet-business/appointments/${appointment.id}/status`)
      .set(bearer(options.businessToken))
      .send({ status: 'confirmed' });
  }
  clock.set(AFTER_VISITS_TIME);
  return appointment;
}
