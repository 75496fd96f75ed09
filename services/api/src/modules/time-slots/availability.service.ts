import {
  AVAILABLE_DAYS_AHEAD,
  addCalendarDays,
  bookingWindowIn,
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
import { createAvailabilityRepository } from './availability.repository';

export interface ClinicClockRef {
  id: string;
  timeZone: string;
}

/** How many days the first pass for next free times reads before looking further ahead. */
const NEXT_AVAILABLE_FIRST_PASS_DAYS = 7;

const toPublicSlot = (offer: Offer): PublicTimeSlot => ({
  id: offer.slotId,
  date: offer.date,
  startTime: fromMinutes(offer.start),
  endTime: fromMinutes(offer.end),
  service: offer.service,
  duration: offer.duration,
});

/** Where a service fits in a clinic's published time: one date, free days, next free start. */
export function createAvailabilityService(deps: Pick<AppDeps, 'db' | 'now'>) {
  const repo = createAvailabilityRepository(deps.db);

  /** Offers of each clinic and date in the range, read in a fixed number of queries. */
  async function offersIn(
    clinics: readonly ClinicClockRef[],
    range: DateRange,
    demandOf: (clinicId: string) => Demand,
    viewerId?: string,
  ): Promise<Map<string, Offer[]>> {
    const now = deps.now();
    const ids = clinics.map((clinic) => clinic.id);
    const [windows, busy] = await Promise.all([
      repo.windows(ids, range),
      repo.busy(ids, range, now, viewerId),
    ]);
    const busyByDay = byClinicDate(busy);
    const zones = new Map(clinics.map((clinic) => [clinic.id, clinic.timeZone]));
    const offers = new Map<string, Offer[]>();
    for (const [key, dayWindows] of byClinicDate(windows)) {
      const [first] = dayWindows;
      const timeZone = first ? zones.get(first.clinicId) : undefined;
      if (!first || !timeZone) continue;
      const day = { date: first.date, windows: dayWindows, busy: busyByDay.get(key) ?? [] };
      offers.set(key, offersOn(day, demandOf(first.clinicId), { timeZone, now }));
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
    ): Promise<PublicTimeSlot[]> {
      const demand: Demand =
        service === undefined
          ? { kind: 'slots' }
          : demandFor(await repo.services([clinic.id]), service);
      const offers = await offersIn([clinic], { from: date, to: date }, () => demand, viewerId);
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
      const demand = demandFor(await repo.services([clinic.id]), query.service);
      const offers = await offersIn([clinic], { from, to }, () => demand, viewerId);
      const dates = Array.from({ length: days }, (_, index) => addCalendarDays(from, index));
      const counted = dates.map((date) => ({
        date,
        count: offers.get(`${clinic.id} ${date}`)?.length ?? 0,
      }));
      const named = demand.kind === 'service' ? demand.service : null;
      return {
        service: named?.name ?? query.service ?? '',
        duration: named?.duration ?? 0,
        days: counted,
      };
    },

    /**
     * Each clinic's first start of its shortest service inside the booking window, for a whole
     * page of clinics: a first pass over the next week, then one pass over the rest of the window
     * for the clinics still without one (each pass a fixed number of queries).
     */
    async nextAvailable(
      clinics: readonly ClinicClockRef[],
    ): Promise<Map<string, NonNullable<NextAvailable>>> {
      const found = new Map<string, NonNullable<NextAvailable>>();
      if (clinics.length === 0) return found;
      const now = deps.now();
      const services = await repo.services(clinics.map((clinic) => clinic.id));
      const demands = new Map(
        clinics.map((clinic) => [
          clinic.id,
          demandFor(services.filter((service) => service.clinicId === clinic.id)),
        ]),
      );
      const windowsOf = clinics.map((clinic) => bookingWindowIn(clinic.timeZone, now));
      const earliest = windowsOf.map((w) => w.first).sort()[0] ?? todayIn('UTC', now);
      const latest =
        windowsOf
          .map((w) => w.last)
          .sort()
          .reverse()[0] ?? earliest;
      const split = addCalendarDays(earliest, NEXT_AVAILABLE_FIRST_PASS_DAYS - 1);
      const passes: DateRange[] = [
        { from: earliest, to: split < latest ? split : latest },
        { from: addCalendarDays(split, 1), to: latest },
      ];
      for (const range of passes) {
        const pending = clinics.filter((clinic) => !found.has(clinic.id));
        if (pending.length === 0 || range.from > range.to) continue;
        const offers = await offersIn(pending, range, (id) => demands.get(id) ?? { kind: 'slots' });
        const soonest = new Map<string, Offer>();
        for (const [key, dayOffers] of offers) {
          const first = dayOffers[0];
          if (!first) continue;
          const clinicId = key.slice(0, key.indexOf(' '));
          const best = soonest.get(clinicId);
          const earlier =
            !best ||
            first.date < best.date ||
            (first.date === best.date && first.start < best.start);
          if (earlier) soonest.set(clinicId, first);
        }
        for (const [clinicId, offer] of soonest) {
          found.set(clinicId, { date: offer.date, startTime: fromMinutes(offer.start) });
        }
      }
      return found;
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
