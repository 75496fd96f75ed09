import {
  bookingWindowIn,
  fittingStarts,
  fromMinutes,
  isLocalTimePast,
  type MinuteRange,
} from '@petvet/shared';

/** A published window of one clinic's date, in minutes of that day. */
export interface DatedWindow {
  clinicId: string;
  date: string;
  slotId: string;
  start: number;
  end: number;
  service: string;
  duration: number;
  /** Whether a live appointment overlaps the slot (kept by the database). */
  isBooked: boolean;
}

/** Time of one clinic's date that nobody else may book, in minutes of that day. */
export interface DatedBusy {
  clinicId: string;
  date: string;
  start: number;
  end: number;
}

/** One published slot, with the service it was published for. */
export interface SlotRecord extends DatedWindow {
  serviceId: string | null;
}

export interface ClinicService {
  clinicId: string;
  id: string;
  name: string;
  duration: number;
  price: number;
}

export interface DateRange {
  from: string;
  to: string;
}

/**
 * What an owner asks to fit: one of the clinic's services (its length decides), or, for a clinic
 * that lists no services or a name none of them has, the published slots themselves as they were
 * published (optionally those of one service name), each a visit of the slot's own length.
 */
export type Demand =
  { kind: 'service'; service: ClinicService } | { kind: 'slots'; serviceName?: string | undefined };

/** A bookable start: the slot it falls in (the timeSlotId to book), its span and service. */
export interface Offer {
  slotId: string;
  date: string;
  start: number;
  end: number;
  service: string;
  duration: number;
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
    const shortest = [...services].sort((a, b) => a.duration - b.duration)[0];
    return shortest ? { kind: 'service', service: shortest } : { kind: 'slots' };
  }
  const service = resolveService(services, nameOrId);
  return service ? { kind: 'service', service } : { kind: 'slots', serviceName: nameOrId };
}

const meets = (a: MinuteRange, b: MinuteRange) => a.start < b.end && b.start < a.end;

export interface DayFacts {
  date: string;
  windows: readonly DatedWindow[];
  busy: readonly (DatedBusy | MinuteRange)[];
}

/**
 * Every start of the demand on one date that can still be booked: not begun yet on the clinic's
 * clock and inside its booking window (today up to 60 days ahead).
 */
export function offersOn(
  day: DayFacts,
  demand: Demand,
  clock: { timeZone: string; now: Date },
): Offer[] {
  const { first, last } = bookingWindowIn(clock.timeZone, clock.now);
  if (day.date < first || day.date > last) return [];
  const ahead = (start: number) =>
    day.date > first || !isLocalTimePast(clock.timeZone, day.date, fromMinutes(start), clock.now);

  if (demand.kind === 'service') {
    const { service } = demand;
    return fittingStarts({ windows: day.windows, busy: day.busy, duration: service.duration })
      .filter((fit) => ahead(fit.start))
      .map((fit) => ({
        ...fit,
        date: day.date,
        service: service.name,
        duration: service.duration,
      }));
  }
  const wanted = demand.serviceName?.trim().toLowerCase();
  return day.windows
    .filter((slot) => wanted === undefined || slot.service.trim().toLowerCase() === wanted)
    .filter((slot) => !slot.isBooked && !day.busy.some((range) => meets(range, slot)))
    .filter((slot) => ahead(slot.start))
    .map((slot) => ({
      slotId: slot.slotId,
      date: day.date,
      start: slot.start,
      end: slot.end,
      service: slot.service,
      duration: slot.duration,
    }));
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
