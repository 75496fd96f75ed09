import {
  AVAILABLE_DAYS_AHEAD,
  BOOKING_WINDOW_DAYS,
  addCalendarDays,
  fromMinutes,
  todayIn,
  type AvailableDays,
  type AvailableDaysQuery,
  type NextAvailable,
  type PublicTimeSlot,
} from '@petvet/shared';
import type { AppDeps } from '../../deps';
import {
  byClinicDate,
  demandFor,
  offersOn,
  type DateRange,
  type Demand,
  type Offer,
} from './availability-plan';
import { createNextFreeRepository } from './availability-next.repository';
import { createAvailabilityRepository } from './availability.repository';
import { readDayFacts, reasonOf } from './day-reasons';

export interface ClinicClockRef {
  id: string;
  timeZone: string;
}

/**
 * The passes for next free times: the first candidate day of the first week (most clinics have
 * time there, the first candidate nearly always passes the exact check, and a short range is cheap
 * to search), then a few of the whole window, then, for the rare clinic whose candidates all
 * failed the exact check, all of them.
 */
const NEXT_AVAILABLE_PASSES = [
  { days: { from: 0, to: 6 }, perClinic: 1 },
  { days: { from: 0, to: BOOKING_WINDOW_DAYS }, perClinic: 4 },
  { days: { from: 0, to: BOOKING_WINDOW_DAYS }, perClinic: BOOKING_WINDOW_DAYS + 1 },
];

const toPublicSlot = (offer: Offer): PublicTimeSlot => ({
  id: offer.slotId,
  date: offer.date,
  startTime: fromMinutes(offer.start),
  endTime: fromMinutes(offer.end),
  service: offer.service,
  duration: offer.duration,
  clinicianId: offer.clinicianId,
  clinicianName: offer.clinicianName,
});

/** Where a service fits in a clinic's published time: one date, free days, next free start. */
export function createAvailabilityService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const repo = createAvailabilityRepository(deps.db);
  const nextFree = createNextFreeRepository(deps.db);

  /** Offers of each clinic and date in the range, read in a fixed number of queries. */
  async function offersIn(
    clinics: readonly ClinicClockRef[],
    range: DateRange,
    demandOf: (clinicId: string) => Demand,
    viewerId?: string,
    clinicianId?: string,
  ): Promise<Map<string, Offer[]>> {
    const now = deps.now();
    const ids = clinics.map((clinic) => clinic.id);
    const { windows, busy, clinicians } = await repo.factsIn(ids, range, now, viewerId);
    const busyByDay = byClinicDate(busy);
    const zones = new Map(clinics.map((clinic) => [clinic.id, clinic.timeZone]));
    const offers = new Map<string, Offer[]>();
    for (const [key, dayWindows] of byClinicDate(windows)) {
      const [first] = dayWindows;
      const timeZone = first ? zones.get(first.clinicId) : undefined;
      if (!first || !timeZone) continue;
      const day = {
        date: first.date,
        windows: dayWindows,
        busy: busyByDay.get(key) ?? [],
        clinicians: clinicians.get(first.clinicId) ?? [],
      };
      offers.set(key, offersOn(day, demandOf(first.clinicId), { timeZone, now }, clinicianId));
    }
    return offers;
  }

  return {
    /**
     * Starts on one date: for a service (name or id), every start where it fits; without one,
     * the free published slots as they are.
     */
    async startsOn(
      clinic: ClinicClockRef,
      date: string,
      service: string | undefined,
      viewerId?: string,
      clinicianId?: string,
    ): Promise<PublicTimeSlot[]> {
      const demand: Demand =
        service === undefined
          ? { kind: 'slots' }
          : demandFor(await repo.services([clinic.id]), service);
      const offers = await offersIn(
        [clinic],
        { from: date, to: date },
        () => demand,
        viewerId,
        clinicianId,
      );
      return (offers.get(`${clinic.id} ${date}`) ?? []).map(toPublicSlot);
    },

    /** Every day of the range with how many starts of the service fit (the clinic's shortest when none is named). */
    async availableDays(
      clinic: ClinicClockRef,
      query: AvailableDaysQuery,
      viewerId?: string,
    ): Promise<AvailableDays> {
      const from = query.from ?? todayIn(clinic.timeZone, deps.now());
      const days = query.days ?? AVAILABLE_DAYS_AHEAD;
      const to = addCalendarDays(from, days - 1);
      // Why days are empty is read beside the free time, not after it.
      const reading = readDayFacts(deps.db, clinic.id, from, to);
      // Handled here too: if a read before it fails, its own failure is not left unhandled.
      reading.catch(() => undefined);
      const demand = demandFor(await repo.services([clinic.id]), query.service);
      const offers = await offersIn(
        [clinic],
        { from, to },
        () => demand,
        viewerId,
        query.clinician,
      );
      const dates = Array.from({ length: days }, (_, index) => addCalendarDays(from, index));
      const facts = await reading;
      // A day with no free time says why, so the day strip can tell closed from full.
      const counted = dates.map((date) => {
        const count = offers.get(`${clinic.id} ${date}`)?.length ?? 0;
        return count > 0 ? { date, count } : { date, count, reason: reasonOf(date, facts) };
      });
      const named = demand.kind === 'service' ? demand.service : null;
      return {
        service: named?.name ?? query.service ?? '',
        duration: named?.duration ?? 0,
        days: counted,
      };
    },

    /**
     * Each clinic's first start of its shortest service inside the booking window, for a whole
     * page of clinics. The database names candidate days per clinic (free stretches long enough,
     * by range arithmetic); only those are read and checked exactly (the 15-minute step can leave
     * a long-enough stretch unusable). Each pass is one query whatever the page size, and there
     * are at most three.
     */
    async nextAvailable(
      clinics: readonly ClinicClockRef[],
    ): Promise<Map<string, NonNullable<NextAvailable>>> {
      const found = new Map<string, NonNullable<NextAvailable>>();
      if (clinics.length === 0) return found;
      const now = deps.now();
      const zones = new Map(clinics.map((clinic) => [clinic.id, clinic.timeZone]));
      // Each clinic's demand (its shortest service) comes with the first pass's data.
      const demands = new Map<string, Demand>();
      const demandOf = (id: string): Demand => demands.get(id) ?? { kind: 'slots' };

      let pending = clinics.map((clinic) => clinic.id);
      for (const [index, pass] of NEXT_AVAILABLE_PASSES.entries()) {
        if (pending.length === 0) break;
        const { perClinic } = pass;
        const facts = await nextFree.nextFreeFacts(pending, now, pass.days, perClinic);
        for (const [id, shortest] of facts.shortest)
          if (!demands.has(id)) demands.set(id, demandFor(shortest ? [shortest] : []));
        const windowsByDay = byClinicDate(facts.windows);
        const busyByDay = byClinicDate(facts.busy);
        const candidates = new Map<string, number>();
        for (const day of facts.days) {
          candidates.set(day.clinicId, (candidates.get(day.clinicId) ?? 0) + 1);
          const timeZone = zones.get(day.clinicId);
          if (found.has(day.clinicId) || !timeZone) continue;
          const key = `${day.clinicId} ${day.date}`;
          const dayFacts = {
            date: day.date,
            windows: windowsByDay.get(key) ?? [],
            busy: busyByDay.get(key) ?? [],
            clinicians: facts.clinicians.get(day.clinicId) ?? [],
          };
          const [first] = offersOn(dayFacts, demandOf(day.clinicId), { timeZone, now });
          if (first)
            found.set(day.clinicId, { date: first.date, startTime: fromMinutes(first.start) });
        }
        // After the first week every clinic without a time looks further; after that only a
        // clinic that had as many candidates as asked for has more to check.
        pending = pending.filter(
          (id) => !found.has(id) && (index === 0 || (candidates.get(id) ?? 0) >= perClinic),
        );
      }
      return found;
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
