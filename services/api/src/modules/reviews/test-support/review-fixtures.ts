import type { Express } from 'express';
import { ownerAppointmentSchema, type OwnerAppointment } from '@petvet/shared';
import type { Database } from '@petvet/shared/server';
import {
  postBooking,
  putStatus,
  type OwnerWithPet,
} from '../../appointments/test-support/booking-scene';
import { addSlot, type manualClock } from '../../appointments/test-support/booking-fixtures';

export const BOOKING_TIME = '2030-04-01T08:00:00Z';
export const AFTER_VISITS_TIME = '2030-05-01T12:00:00Z';

export interface VisitOptions {
  owner: OwnerWithPet;
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
  const booked = await postBooking(app, owner, { clinicId, timeSlotId, date, time });
  const appointment = ownerAppointmentSchema.parse(booked.body);
  if (options.confirm ?? true) {
    await putStatus(app, options.businessToken, appointment.id, 'confirmed');
  }
  clock.set(AFTER_VISITS_TIME);
  return appointment;
}
