import { WAITLIST_HOLD_MINUTES } from '../../contracts/booking-texts';
import { bookingWindowIn, clinicDateTimeAt } from '../../domain/booking-window';
import { firstTeamStart, teamDayOf, type TeamFacts } from '../../domain/scheduling';
import { toMinutes } from '../../domain/time-of-day';
import type { Database } from '../../server/db/client';
import type { DbExecutor } from '../../server/jobs/outbox.repository';
import type { Logger } from '../../server/logger';
import { publishNotification } from '../notifications/publish';
import { lockCalendarDays } from './calendar-locks';
import { createWaitlistRepository } from './waitlist.repository';
import { waitlistOffersJobSchema } from './queue-offers';

export interface WaitlistOffersResult {
  /** Holds made for waiting owners. */
  offered: number;
  /** Holds that ran out and were removed (the sweep). */
  lapsed: number;
}

/**
 * Offers the free time of a clinic's date to its waiting owners, inside the caller's transaction.
 * The clinic's row is locked first, so runs for one clinic take turns and each sees the holds the
 * one before made: the same free time is never offered twice. Oldest entry first; each gets the
 * earliest start where its visit fits on the clinician it waits for (any clinician when it named
 * none: the one "any available" assigns there, the service's room free too), the next entry the
 * next free time, and an owner who holds a live offer anywhere gets none. Every clinician's day is
 * locked, as the run may hold time on any of them. Answers how many holds it made.
 */
export async function offerFreeTime(
  tx: DbExecutor,
  at: { clinicId: string; date: string },
  now: Date,
): Promise<number> {
  const repository = createWaitlistRepository(tx);
  const clinic = await repository.lockClinic(at.clinicId);
  if (!clinic) return 0;
  const window = bookingWindowIn(clinic.timeZone, now);
  if (at.date < window.first || at.date > window.last) return 0;

  const clinicians = await repository.clinicians(clinic.id);
  await lockCalendarDays(tx, {
    clinicId: clinic.id,
    dates: [at.date],
    calendarIds: clinicians.map((clinician) => clinician.id),
  });
  await repository.closeFulfilled(clinic.id, at.date);
  const line = await repository.waitingLine(clinic.id, at.date, now);
  if (line.length === 0) return 0;
  const facts: TeamFacts & { holds: TeamFacts['holds'][number][] } = {
    date: at.date,
    clinicians,
    windows: await repository.publishedWindows(clinic.id, at.date),
    appointments: await repository.liveAppointments(clinic.id, at.date),
    holds: await repository.liveHolds(clinic.id, at.date, now),
  };
  const local = clinicDateTimeAt(clinic.timeZone, now);
  // Today, only starts still ahead (a start at this very minute has begun).
  const notBefore = local.date === at.date ? toMinutes(local.time) + 1 : undefined;
  const expiresAt = new Date(now.getTime() + WAITLIST_HOLD_MINUTES * 60_000);

  const offeredOwners = new Set<string>();
  for (const entry of line) {
    if (offeredOwners.has(entry.ownerId)) continue;
    // Every hold counts, the waiting owner's own included: one offer per owner.
    const team = teamDayOf(facts);
    const rule = {
      serviceId: entry.serviceId,
      duration: entry.duration ?? 0,
      roomId: entry.roomId,
      species: null,
    };
    const first = firstTeamStart(team, rule, {
      clinicianId: entry.clinicianId ?? undefined,
      wholeSlots: entry.duration === null,
      ...(notBefore === undefined ? {} : { notBefore }),
    });
    if (!first) continue;
    const holdId = await repository.insertHold({
      clinicId: clinic.id,
      clinicianId: first.clinicianId,
      date: at.date,
      start: first.start,
      end: first.end,
      ownerId: entry.ownerId,
      waitlistEntryId: entry.id,
      expiresAt,
    });
    await publishNotification(tx, { kind: 'waitlist-offer', holdId });
    facts.holds.push({
      ownerId: entry.ownerId,
      clinicianId: first.clinicianId,
      start: first.start,
      end: first.end,
    });
    offeredOwners.add(entry.ownerId);
  }
  return offeredOwners.size;
}

/**
 * The `waitlist-offers` job. With a clinic and date: offers that date's free time. Without (the
 * scheduled sweep): every clinic date with a hold that ran out has those holds removed, their
 * entries closed, and its time offered to the next in line, each date in one transaction.
 * Idempotent: a repeated run finds no new free time and no lapsed hold, and makes no offer.
 */
export async function runWaitlistOffers(
  db: Database,
  payload: unknown,
  now: Date,
  logger: Logger,
): Promise<WaitlistOffersResult> {
  const job = waitlistOffersJobSchema.parse(payload);
  if ('clinicId' in job && job.clinicId !== undefined) {
    const at = { clinicId: job.clinicId, date: job.date };
    const offered = await db.transaction((tx) => offerFreeTime(tx, at, now));
    if (offered > 0) logger.info({ ...at, offered }, 'waitlist offers made');
    return { offered, lapsed: 0 };
  }

  const result: WaitlistOffersResult = { offered: 0, lapsed: 0 };
  for (const place of await createWaitlistRepository(db).lapsedPlaces(now)) {
    const { offered, lapsed } = await db.transaction(async (tx) => {
      const repository = createWaitlistRepository(tx);
      // The same lock as the offer step, taken before the holds are read.
      if (!(await repository.lockClinic(place.clinicId))) return { offered: 0, lapsed: 0 };
      const removed = await repository.removeLapsedHolds(place.clinicId, place.date, now);
      if (removed === 0) return { offered: 0, lapsed: 0 };
      return { offered: await offerFreeTime(tx, place, now), lapsed: removed };
    });
    result.offered += offered;
    result.lapsed += lapsed;
  }
  if (result.lapsed > 0) logger.info(result, 'lapsed waitlist offers passed on');
  return result;
}
