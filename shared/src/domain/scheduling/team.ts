/**
 * A clinic's several calendars on one date. A booking takes one clinician and, when its service
 * needs one, one room, both free for the whole span. "Any available" assigns the free clinician
 * with the fewest live bookings that day (ties: the earliest hired, then the lowest id).
 */
import type { FittingStart, MinuteRange } from '../availability';
import type { DropOffRules } from '../drop-off-days';
import { rangesOverlap } from '../time-of-day';
import {
  claimRefusal,
  freeStarts,
  freeWholeSlots,
  windowAt,
  type CalendarDay,
  type ClaimRefusal,
  type ServiceRule,
} from './calendar';

/** A clinician as the scheduling sees them. */
export interface TeamClinician {
  id: string;
  name: string;
  /** ISO time; ties in "any available" go to the earliest. */
  hiredAt: string;
  /** The service ids they perform; null: every service. */
  serviceIds: readonly string[] | null;
  /** A removed clinician takes no new bookings. */
  removed: boolean;
  /** The clinic's drop-off rules when this clinician keeps its theatre list (see team-facts). */
  dropOff?: DropOffRules | null;
}

/** Every calendar of a clinic's date, with what a choice among them needs. */
export interface TeamDay {
  clinicians: readonly TeamClinician[];
  /** Per clinician id, their day; a clinician without one has no published time. */
  calendars: ReadonlyMap<string, CalendarDay>;
  /** Live appointments per room id on the date. */
  roomBusy: ReadonlyMap<string, readonly MinuteRange[]>;
  /** Live bookings per clinician id on the date ("any available" spreads them). */
  bookings: ReadonlyMap<string, number>;
  /** A closed date has no free time at all. */
  closed?: boolean;
}

/** A free start with the clinician it goes to. */
export interface TeamStart extends FittingStart {
  clinicianId: string;
  clinicianName: string;
}

/** Whether a clinician may take new bookings of the service (null: a clinic without services). */
export function performs(clinician: TeamClinician, serviceId: string | null): boolean {
  if (clinician.removed) return false;
  if (serviceId === null || clinician.serviceIds === null) return true;
  return clinician.serviceIds.includes(serviceId);
}

/** The clinicians who could take the service, in the order "any available" prefers them. */
export function rankedCandidates(team: TeamDay, serviceId: string | null): TeamClinician[] {
  const load = (id: string) => team.bookings.get(id) ?? 0;
  return team.clinicians
    .filter((clinician) => performs(clinician, serviceId))
    .sort(
      (a, b) =>
        load(a.id) - load(b.id) ||
        a.hiredAt.localeCompare(b.hiredAt) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
}

const roomFree = (team: TeamDay, rule: ServiceRule, span: MinuteRange) =>
  rule.roomId === null ||
  !(team.roomBusy.get(rule.roomId) ?? []).some((r) => rangesOverlap(r, span));

/**
 * Every free start of the service on the date, one per start time, with the clinician "any
 * available" would assign there (or only `clinicianId`'s starts when one is asked for). A start
 * needs the clinician's own time free for the whole span and, when the service needs a room, the
 * room free too. Soonest first.
 */
export function teamStarts(
  team: TeamDay,
  rule: ServiceRule,
  options: { clinicianId?: string | undefined; notBefore?: number; wholeSlots?: boolean } = {},
): TeamStart[] {
  if (team.closed) return [];
  const byStart = new Map<number, TeamStart>();
  for (const clinician of rankedCandidates(team, rule.serviceId)) {
    if (options.clinicianId !== undefined && clinician.id !== options.clinicianId) continue;
    const day = team.calendars.get(clinician.id);
    if (!day) continue;
    const fits = options.wholeSlots
      ? freeWholeSlots(day, options.notBefore)
      : freeStarts(day, rule, options.notBefore);
    for (const fit of fits) {
      // The first ranked clinician free at a start is the one "any available" assigns.
      if (byStart.has(fit.start) || !roomFree(team, rule, fit)) continue;
      byStart.set(fit.start, { ...fit, clinicianId: clinician.id, clinicianName: clinician.name });
    }
  }
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

/** The first free start of the service on the date, or null. */
export function firstTeamStart(
  team: TeamDay,
  rule: ServiceRule,
  options: { clinicianId?: string | undefined; notBefore?: number; wholeSlots?: boolean } = {},
): TeamStart | null {
  return teamStarts(team, rule, options)[0] ?? null;
}

/** A claimed span: the clinician it goes to and the slot its start falls in. */
export interface TeamClaim {
  clinicianId: string;
  slotId: string;
}

/**
 * Who takes [start, start + duration): `clinicianId` when asked for (refused unless they are free
 * for the whole span), else "any available" among those free, with `prefer` first when free (a
 * move keeps its clinician when it can). `gridOf` names the calendar whose step grid the start
 * must lie on (the slot the client chose); off it, the refusal is 'off_grid' whoever is free.
 * Refused 'busy' when nobody is free, the room included.
 */
export function claimInTeam(
  team: TeamDay,
  rule: ServiceRule,
  request: { start: number; clinicianId?: string | undefined; prefer?: string; gridOf?: string },
): TeamClaim | { refused: ClaimRefusal } {
  const span = { start: request.start, duration: rule.duration, step: rule.step };
  const range = { start: request.start, end: request.start + rule.duration };
  if (request.gridOf !== undefined) {
    const grid = team.calendars.get(request.gridOf);
    if (!grid || claimRefusal(grid, span) === 'off_grid') return { refused: 'off_grid' };
  }
  if (team.closed || !roomFree(team, rule, range)) return { refused: 'busy' };
  let ranked = rankedCandidates(team, rule.serviceId);
  if (request.clinicianId !== undefined) {
    ranked = ranked.filter((clinician) => clinician.id === request.clinicianId);
  } else if (request.prefer !== undefined) {
    const preferred = ranked.filter((clinician) => clinician.id === request.prefer);
    ranked = [...preferred, ...ranked.filter((clinician) => clinician.id !== request.prefer)];
  }
  let refusal: ClaimRefusal = 'busy';
  for (const clinician of ranked) {
    const day = team.calendars.get(clinician.id);
    if (!day) continue;
    const refused = claimRefusal(day, span);
    const home = windowAt(day, request.start);
    if (refused === null && home) return { clinicianId: clinician.id, slotId: home.slotId };
    // One asked-for clinician's own refusal says why; among several, the span is simply taken.
    if (request.clinicianId !== undefined && refused === 'off_grid') refusal = 'off_grid';
  }
  return { refused: refusal };
}
