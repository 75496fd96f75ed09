import {
  AppError,
  SLOT_MISMATCH_TEXT,
  SLOT_OUTSIDE_WINDOW_TEXT,
  SLOT_PAST_TEXT,
  SLOT_TAKEN_TEXT,
  TIME_SLOT_NOT_FOUND_TEXT,
  bookabilityOf,
  fromMinutes,
  spanIsPublished,
  startIsOnStep,
  toMinutes,
} from '@petvet/shared';
import {
  resolveService,
  type ClinicService,
  type SlotRecord,
} from '../time-slots/availability-plan';
import { queueAppointmentMail, queueWaitlistOffers, type Database } from '@petvet/shared/server';
import type {
  BookingClinic,
  BookingPet,
  BookingRepository,
  PlacedSpan,
} from './booking.repository';

/** Backstop: the database refuses two live appointments of one clinician, or one room, that overlap. */
export const APPOINTMENT_OVERLAP_CONSTRAINTS = [
  'appointments_clinician_no_overlap',
  'appointments_room_no_overlap',
] as const;

export const slotTaken = () => new AppError('SLOT_TAKEN', SLOT_TAKEN_TEXT);
const mismatch = () => new AppError('VALIDATION_FAILED', SLOT_MISMATCH_TEXT);

const meets = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

/** The chosen start: inside the named slot, on its date, on the 15-minute grid, bookable now. */
export async function findStart(
  repo: Pick<BookingRepository, 'slot'>,
  clinic: BookingClinic,
  choice: { slotId: string; date?: string; time?: string | undefined },
  now: Date,
): Promise<{ slot: SlotRecord; start: number }> {
  const slot = await repo.slot(clinic.id, choice.slotId);
  if (!slot) throw new AppError('NOT_FOUND', TIME_SLOT_NOT_FOUND_TEXT);
  const start = choice.time === undefined ? slot.start : toMinutes(choice.time);
  if (choice.date !== undefined && choice.date !== slot.date) throw mismatch();
  if (start < slot.start || start >= slot.end) throw mismatch();
  const verdict = bookabilityOf(clinic.timeZone, slot.date, fromMinutes(start), now);
  if (verdict === 'past') throw new AppError('VALIDATION_FAILED', SLOT_PAST_TEXT);
  if (verdict === 'beyond_window') {
    throw new AppError('VALIDATION_FAILED', SLOT_OUTSIDE_WINDOW_TEXT);
  }
  return { slot, start };
}

/** The service a booking names (blank: the slot's own), with the length and price it carries. */
export function serviceForBooking(
  services: readonly ClinicService[],
  slot: SlotRecord,
  serviceType: string | undefined,
): { name: string; id: string | null; duration: number; price: number | null } {
  const match = serviceType
    ? resolveService(services, serviceType)
    : (services.find((service) => service.id === slot.serviceId) ??
      resolveService(services, slot.service));
  const name = serviceType ? (match?.id === serviceType ? match.name : serviceType) : slot.service;
  return {
    name,
    id: match?.id ?? slot.serviceId,
    duration: match?.duration ?? slot.duration,
    price: match?.price ?? null,
  };
}

/**
 * Checks that [start, start + duration) is the owner's to take, with the day locked by the
 * caller: inside contiguous published time and on its 15-minute grid, clear of other live
 * appointments (except the one being moved) and of other owners' live holds. Answers the span
 * and the owner's own holds on it, which the booking uses up.
 */
export async function claimSpan(
  repo: Pick<BookingRepository, 'dayWindows' | 'bookedOn' | 'liveHoldsOn'>,
  request: {
    clinicId: string;
    slot: SlotRecord;
    start: number;
    duration: number;
    ownerId: string;
    now: Date;
    movingId?: string;
  },
): Promise<{ span: PlacedSpan; ownHoldIds: string[] }> {
  const { clinicId, slot, start, duration } = request;
  const windows = await repo.dayWindows(clinicId, slot.date);
  if (!startIsOnStep(windows, start)) throw mismatch();
  if (!spanIsPublished(windows, start, duration)) throw slotTaken();
  const span = { start, end: start + duration };
  const booked = await repo.bookedOn(clinicId, slot.date, request.movingId);
  if (booked.some((range) => meets(range, span))) throw slotTaken();
  const holds = (await repo.liveHoldsOn(clinicId, slot.date, request.now)).filter((hold) =>
    meets(hold, span),
  );
  if (holds.some((hold) => hold.ownerId !== request.ownerId)) throw slotTaken();
  return {
    span: { slotId: slot.slotId, date: slot.date, startTime: fromMinutes(start), duration },
    ownHoldIds: holds.map((hold) => hold.id),
  };
}

/**
 * Moves a live appointment to a new start in the caller's transaction, whoever asks (owner or
 * clinic): the same row is updated, so its old time is freed only when the new one is taken.
 * The owner hears of the move, and the time it left is offered to the waitlist. False when the
 * appointment stopped being live meanwhile.
 */
export async function moveAppointment(
  repo: BookingRepository,
  tx: Database,
  move: {
    clinicId: string;
    slot: SlotRecord;
    start: number;
    now: Date;
    appointment: { id: string; ownerId: string; date: string; time: string; duration: number };
    /** Who moves it: the clinic's move keeps the status and its email says the clinic moved it. */
    by?: 'owner' | 'clinic';
  },
): Promise<boolean> {
  const { appointment } = move;
  const { span, ownHoldIds } = await claimSpan(repo, {
    clinicId: move.clinicId,
    slot: move.slot,
    start: move.start,
    duration: appointment.duration,
    ownerId: appointment.ownerId,
    now: move.now,
    movingId: appointment.id,
  });
  await repo.consumeHolds(ownHoldIds);
  if (!(await repo.moveLive(appointment.id, span, move.by))) return false;
  await queueAppointmentMail(tx, {
    kind: 'rescheduled',
    appointmentId: appointment.id,
    previous: { date: appointment.date, time: appointment.time },
    ...(move.by === 'clinic' ? { movedBy: 'clinic' as const } : {}),
  });
  await queueWaitlistOffers(tx, { clinicId: move.clinicId, date: appointment.date });
  return true;
}

/**
 * Writes a new booking on a span the caller claimed on the locked day: the owner's own holds on it
 * are used up and the appointment is written with the service's name, id and price. Answers the
 * new appointment's id; its status and email are the caller's.
 */
export async function writeBooking(
  repo: Pick<BookingRepository, 'consumeHolds' | 'insertAppointment'>,
  booking: {
    clinicId: string;
    ownerId: string;
    pet: BookingPet;
    claimed: { span: PlacedSpan; ownHoldIds: string[] };
    service: { name: string; id: string | null; price: number | null };
    notes: string | undefined;
  },
): Promise<string> {
  const { clinicId, ownerId, pet, claimed, service } = booking;
  await repo.consumeHolds(claimed.ownHoldIds);
  return repo.insertAppointment({
    clinicId,
    ownerId,
    pet,
    span: claimed.span,
    serviceType: service.name,
    serviceId: service.id,
    price: service.price,
    notes: booking.notes ?? '',
  });
}
