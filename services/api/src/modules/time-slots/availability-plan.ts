import { bookingWindowIn, fromMinutes, isLocalTimePast, type TeamClinician } from '@petvet/shared';
import { demandStarts, type TeamBusy } from './team-offers';
import type { ClinicService, DatedWindow, Demand } from './availability-shapes';

export type {
  ClinicService,
  DateRange,
  DatedBusy,
  DatedWindow,
  Demand,
  SlotRecord,
} from './availability-shapes';

/** A bookable start: the slot it falls in (the timeSlotId to book), its span and service. */
export interface Offer {
  slotId: string;
  date: string;
  start: number;
  end: number;
  service: string;
  duration: number;
  /** Whose time: the clinician "any available" assigns there, or the one asked for. */
  clinicianId: string;
  clinicianName: string;
}

/** The service of that id, else the first of that name in any letter case. */
export function resolveService(
  services: readonly ClinicService[],
  nameOrId: string,
): ClinicService | undefined {
  const wanted = nameOrId.trim().toLowerCase();
  return (
    services.find((service) => service.id === nameOrId) ??
    services.find((service) => service.name.trim().toLowerCase() === wanted)
  );
}

/** The demand for an optional service name or id among the clinic's services. */
export function demandFor(services: readonly ClinicService[], nameOrId?: string): Demand {
  if (nameOrId === undefined) {
    const shortest = [...services]
      .filter((service) => service.bookingMode !== 'drop_off')
      .sort((a, b) => a.duration - b.duration)[0];
    return shortest ? { kind: 'service', service: shortest } : { kind: 'slots' };
  }
  const service = resolveService(services, nameOrId);
  return service ? { kind: 'service', service } : { kind: 'slots', serviceName: nameOrId };
}

export interface DayFacts {
  date: string;
  windows: readonly DatedWindow[];
  busy: readonly TeamBusy[];
  /** The clinic's clinicians; left out: each calendar the windows name is one. */
  clinicians?: readonly TeamClinician[];
}

/**
 * Every start of the demand on one date that can still be booked: not begun yet on the clinic's
 * clock and inside its booking window (today up to 60 days ahead). One start per time, with the
 * clinician "any available" assigns there (the scheduling core decides), or only the starts of
 * `clinicianId` when one is asked for.
 */
export function offersOn(
  day: DayFacts,
  demand: Demand,
  clock: { timeZone: string; now: Date },
  clinicianId?: string,
): Offer[] {
  const { first, last } = bookingWindowIn(clock.timeZone, clock.now);
  if (day.date < first || day.date > last) return [];
  const ahead = (start: number) =>
    day.date > first || !isLocalTimePast(clock.timeZone, day.date, fromMinutes(start), clock.now);
  const byId = new Map(day.windows.map((window) => [window.slotId, window]));
  return demandStarts(day.windows, day.busy, demand, {
    clinicians: day.clinicians,
    clinicianId,
    date: day.date,
  })
    .filter((fit) => ahead(fit.start))
    .map((fit) => {
      const slot = byId.get(fit.slotId);
      const service =
        demand.kind === 'service'
          ? { service: demand.service.name, duration: demand.service.duration }
          : { service: slot?.service ?? '', duration: slot?.duration ?? fit.end - fit.start };
      return {
        slotId: fit.slotId,
        date: day.date,
        start: fit.start,
        end: fit.end,
        ...service,
        clinicianId: fit.clinicianId,
        clinicianName: fit.clinicianName,
      };
    });
}

/** Groups rows by clinic and date: the key is `${clinicId} ${date}`. */
export function byClinicDate<T extends { clinicId: string; date: string }>(
  rows: readonly T[],
): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = `${row.clinicId} ${row.date}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
