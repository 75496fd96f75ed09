import {
  AppError,
  because,
  SLOT_MISMATCH_TEXT,
  SLOT_TAKEN_TEXT,
  claimInTeam,
  fromMinutes,
  performs,
  rangesOverlap,
  serviceNotForSpeciesText,
  speciesAllowed,
  teamDayOf,
  type ServiceRule,
  type TeamClinician,
} from '@petvet/shared';
import type { SlotRecord } from '../time-slots/availability-plan';
import type { BookingRepository, PlacedSpan } from './booking.repository';

export const slotTaken = () => new AppError('SLOT_TAKEN', SLOT_TAKEN_TEXT);
export const mismatch = () => new AppError('VALIDATION_FAILED', SLOT_MISMATCH_TEXT);

/** The service a booking takes, as the scheduling core's rule. */
export interface BookedService {
  name: string;
  id: string | null;
  duration: number;
  price: number | null;
  roomId: string | null;
  species: string[] | null;
}

const ruleOf = (
  service: Pick<BookedService, 'id' | 'duration' | 'roomId' | 'species'>,
): ServiceRule => ({
  serviceId: service.id,
  duration: service.duration,
  roomId: service.roomId,
  species: service.species,
});

/**
 * The calendars a claim reads or claims, to lock: the asked-for clinician, else every clinician
 * who could take the service ("any available" may choose any of them), plus its room, plus any
 * calendar the change frees (a moved visit's own clinician and room).
 */
export function calendarsToLock(
  clinicians: readonly TeamClinician[],
  service: Pick<BookedService, 'id' | 'roomId'>,
  clinicianId: string | undefined,
  freed: ReadonlyArray<string | null> = [],
): string[] {
  const takers =
    clinicianId !== undefined
      ? [clinicianId]
      : clinicians.filter((c) => performs(c, service.id)).map((c) => c.id);
  const ids = [...takers, service.roomId, ...freed];
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

/** A service whose species leave out the pet's is refused before any time is looked at. */
export function refuseSpecies(
  service: Pick<BookedService, 'name' | 'species'>,
  pet: { species: string },
): void {
  if (!speciesAllowed(service.species, pet.species)) {
    throw new AppError(
      'SERVICE_NOT_OFFERED',
      because('service_not_for_species', serviceNotForSpeciesText(service.name, pet.species), {
        service: service.name,
        species: pet.species,
      }),
    );
  }
}

/**
 * Checks that [start, start + duration) is the owner's to take, with its calendars locked by the
 * caller, and says whose: the scheduling core places it on the asked-for clinician, else the one
 * "any available" assigns (a move keeps its own clinician when free, an owner holding waitlist
 * time there gets the clinician it was held on), with the service's room free too. The start must
 * lie on the step grid of the chosen slot's clinician; other owners' live holds count as taken.
 * Returns the span and the owner's own holds on it, which the booking uses up.
 */
export async function claimSpan(
  repo: Pick<BookingRepository, 'dayFacts'>,
  request: {
    clinicId: string;
    slot: SlotRecord;
    start: number;
    service: Pick<BookedService, 'id' | 'duration' | 'roomId' | 'species'>;
    ownerId: string;
    now: Date;
    movingId?: string;
    clinicianId?: string | undefined;
    prefer?: string | null;
    /** The clinicians locked for the claim; others may not be chosen. */
    locked?: readonly string[];
  },
): Promise<{ span: PlacedSpan; ownHoldIds: string[] }> {
  const { clinicId, slot, start, service } = request;
  const facts = await repo.dayFacts(clinicId, slot.date, request.now);
  const locked = request.locked;
  const clinicians = locked
    ? facts.clinicians.filter((c) => locked.includes(c.id))
    : facts.clinicians;
  const team = teamDayOf(
    { ...facts, clinicians },
    { ownerId: request.ownerId, movingId: request.movingId },
  );
  const range = { start, end: start + service.duration };
  const own = facts.holds.filter(
    (hold) => hold.ownerId === request.ownerId && rangesOverlap(hold, range),
  );
  const prefer = request.prefer ?? own[0]?.clinicianId;
  const claim = claimInTeam(team, ruleOf(service), {
    start,
    clinicianId: request.clinicianId,
    gridOf: slot.clinicianId,
    ...(prefer ? { prefer } : {}),
  });
  if ('refused' in claim) throw claim.refused === 'off_grid' ? mismatch() : slotTaken();
  return {
    span: {
      slotId: claim.slotId,
      clinicianId: claim.clinicianId,
      roomId: service.roomId,
      date: slot.date,
      startTime: fromMinutes(start),
      duration: service.duration,
    },
    ownHoldIds: own.flatMap((hold) =>
      hold.clinicianId === claim.clinicianId && hold.id ? [hold.id] : [],
    ),
  };
}

/**
 * A new booking's claim in the caller's transaction: locks the calendars it may take (the
 * clinic's days shared, the candidate clinicians' and the room's days), then claims the span on
 * the team's day read under those locks.
 */
export async function lockAndClaim(
  repo: Pick<BookingRepository, 'dayFacts' | 'lockDays' | 'clinicians'>,
  request: Omit<Parameters<typeof claimSpan>[1], 'locked' | 'movingId' | 'prefer'>,
): Promise<{ span: PlacedSpan; ownHoldIds: string[] }> {
  const clinicians = await repo.clinicians(request.clinicId);
  const locked = calendarsToLock(clinicians, request.service, request.clinicianId);
  await repo.lockDays(request.clinicId, [request.slot.date], locked);
  return claimSpan(repo, { ...request, locked });
}
