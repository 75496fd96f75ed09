import {
  AppError,
  because,
  SLOT_OUTSIDE_WINDOW_TEXT,
  SLOT_PAST_TEXT,
  TIME_SLOT_NOT_FOUND_TEXT,
  dropOffByDayText,
  bookabilityOf,
  fromMinutes,
  toMinutes,
} from '@petvet/shared';
import {
  resolveService,
  type ClinicService,
  type SlotRecord,
} from '../time-slots/availability-plan';
import { type Database } from '@petvet/shared/server';
import { publishNotification, queueWaitlistOffers } from '@petvet/shared/backend';
import { calendarsToLock, claimSpan, mismatch, type BookedService } from './span-claim';
import type {
  BookingClinic,
  BookingPet,
  BookingRepository,
  PlacedSpan,
} from './booking.repository';

export {
  calendarsToLock,
  claimSpan,
  lockAndClaim,
  refuseSpecies,
  slotTaken,
  type BookedService,
} from './span-claim';

/** Backstop: the database refuses two live appointments of one clinician, or one room, that overlap. */
export const APPOINTMENT_OVERLAP_CONSTRAINTS = [
  'appointments_clinician_no_overlap',
  'appointments_room_no_overlap',
] as const;

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
): BookedService {
  const match = serviceType
    ? resolveService(services, serviceType)
    : (services.find((service) => service.id === slot.serviceId) ??
      resolveService(services, slot.service));
  const name = serviceType ? (match?.id === serviceType ? match.name : serviceType) : slot.service;
  if (match?.bookingMode === 'drop_off') {
    throw new AppError(
      'SERVICE_NOT_OFFERED',
      because('drop_off_by_day', dropOffByDayText(match.name), { service: match.name }),
    );
  }
  return {
    name,
    id: match?.id ?? slot.serviceId,
    duration: match?.duration ?? slot.duration,
    price: match?.price ?? null,
    roomId: match?.roomId ?? null,
    species: match?.species ?? null,
  };
}

/** A live appointment being moved: its owner, time, length, service, clinician and room. */
export interface MovedAppointment {
  id: string;
  ownerId: string;
  date: string;
  time: string;
  duration: number;
  serviceId: string | null;
  clinicianId: string | null;
  roomId: string | null;
}

/**
 * Moves a live appointment to a new start in the caller's transaction, whoever asks (owner or
 * clinic): the same row is updated, so its old time is freed only when the new one is taken.
 * It keeps its clinician when they are free at the new time, else goes to "any available" among
 * those who perform its service; the clinic may name the clinician it moves to instead. The
 * calendars of both days are locked here. The owner hears of the move, and the time it left is
 * offered to the waitlist. False when the appointment stopped being live meanwhile.
 */
export async function moveAppointment(
  repo: BookingRepository,
  tx: Database,
  move: {
    clinicId: string;
    slot: SlotRecord;
    start: number;
    now: Date;
    appointment: MovedAppointment;
    /** Who moves it: the clinic's move keeps the status and its email says the clinic moved it. */
    by?: 'owner' | 'clinic';
    /** The clinic's move to a named clinician: theirs at the new time, or SLOT_TAKEN. */
    clinicianId?: string | undefined;
  },
): Promise<boolean> {
  const { appointment } = move;
  const service = {
    id: appointment.serviceId,
    duration: appointment.duration,
    roomId: appointment.roomId,
    species: null,
  };
  const clinicians = await repo.clinicians(move.clinicId);
  const calendars = calendarsToLock(clinicians, service, move.clinicianId, [
    appointment.clinicianId,
    appointment.roomId,
  ]);
  await repo.lockDays(move.clinicId, [appointment.date, move.slot.date], calendars);
  const { span, ownHoldIds } = await claimSpan(repo, {
    clinicId: move.clinicId,
    slot: move.slot,
    start: move.start,
    service,
    ownerId: appointment.ownerId,
    now: move.now,
    movingId: appointment.id,
    clinicianId: move.clinicianId,
    prefer: appointment.clinicianId,
    locked: calendars,
  });
  await repo.consumeHolds(ownHoldIds);
  if (!(await repo.moveLive(appointment.id, span, move.by))) return false;
  await publishNotification(tx, {
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
 * are used up and the appointment is written with the service's name, id and price. Returns the
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
