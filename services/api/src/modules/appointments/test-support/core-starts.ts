import { fromMinutes, teamDayOf, teamStarts, type TeamFacts } from '@petvet/shared';
import type { ClinicService } from '../../time-slots/availability-plan';
import type { PlainDay } from './plain-day-reads';

/** Rows in one order whatever order each read answered them in; times compared as instants. */
export const normalizedFacts = (facts: TeamFacts) => ({
  date: facts.date,
  clinicians: facts.clinicians.map((k) => ({
    ...k,
    hiredAt: Date.parse(k.hiredAt),
    serviceIds: k.serviceIds === null ? null : [...k.serviceIds].sort(),
    dropOff: k.dropOff ?? null,
  })),
  windows: [...facts.windows].sort((a, b) => a.start - b.start || a.slotId.localeCompare(b.slotId)),
  appointments: [...facts.appointments].sort((a, b) => String(a.id).localeCompare(String(b.id))),
  holds: [...facts.holds].sort((a, b) => String(a.id).localeCompare(String(b.id))),
});

/**
 * The free starts the rules give from the plain reads: the scheduling core over the date's rows,
 * for a service (by id), or without one for the published slots that are free as they are.
 */
export function coreStarts(
  facts: PlainDay,
  services: readonly ClinicService[],
  serviceId: string | undefined,
  viewer: { ownerId: string; clinicianId?: string | undefined },
) {
  const service = services.find((s) => s.id === serviceId);
  if (service?.bookingMode === 'drop_off') return [];
  const slots = service === undefined;
  const windows = slots ? facts.windows.filter((w) => !w.isBooked) : facts.windows;
  const team = teamDayOf({ ...facts, windows }, { ownerId: viewer.ownerId });
  const rule = {
    serviceId: service?.id ?? null,
    duration: service?.duration ?? 0,
    roomId: service?.roomId ?? null,
    species: service?.species ?? null,
  };
  return teamStarts(team, rule, { clinicianId: viewer.clinicianId, wholeSlots: slots }).map(
    (fit) => ({
      id: fit.slotId,
      startTime: fromMinutes(fit.start),
      endTime: fromMinutes(fit.end),
      clinicianId: fit.clinicianId,
    }),
  );
}
