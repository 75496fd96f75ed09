import { sql } from 'drizzle-orm';
import { AVAILABLE_DAYS_AHEAD, addCalendarDays, todayIn, type NextAvailable } from '@petvet/shared';
import { rowsOf } from '@petvet/shared/server';
import type { AppDeps } from '../../deps';
import { createAvailabilityService, type ClinicClockRef } from '../time-slots/availability.service';

/** Clinics asked about one service at a time: each costs two reads, so a few run side by side. */
const SERVICE_PARALLEL = 4;

export interface NextFreeOptions {
  /** Per clinic, its own service to find room for (the searched one); others: its usual first free time. */
  serviceIds?: ReadonlyMap<string, string>;
  /** Only a time within this many days counts (today is the first, on the clinic's clock); later is null. */
  withinDays?: number;
}

/**
 * Each clinic's next free time inside the booking window (null: none), through the one scheduling
 * core the clinic pages use: the clinic's usual first free time as its page shows it, or the first
 * start of one named service as the booking screen would offer it. Clinics that are not published
 * (no time zone) are left out of the answer.
 */
export async function nextFreeOf(
  deps: Pick<AppDeps, 'db'>,
  clinicIds: readonly string[],
  now: Date,
  options: NextFreeOptions = {},
): Promise<Map<string, NextAvailable>> {
  const answer = new Map<string, NextAvailable>();
  if (clinicIds.length === 0) return answer;
  const clocks = rowsOf<ClinicClockRef>(
    await deps.db.execute(sql`select id, time_zone as "timeZone" from clinics
      where id = any(${`{${clinicIds.join(',')}}`}::uuid[])`),
  );
  const availability = createAvailabilityService({ db: deps.db, now: () => now });
  const zones = new Map(clocks.map((clinic) => [clinic.id, clinic.timeZone]));
  const { withinDays } = options;
  const inTime = (id: string, next: NextAvailable | undefined): NextAvailable => {
    if (!next) return null;
    if (withinDays === undefined) return next;
    const last = addCalendarDays(todayIn(zones.get(id) ?? 'UTC', now), withinDays - 1);
    return next.date <= last ? next : null;
  };
  const usual = clocks.filter((clinic) => !options.serviceIds?.has(clinic.id));
  const named = clocks.filter((clinic) => options.serviceIds?.has(clinic.id));

  const found = await availability.nextAvailable(usual);
  for (const clinic of usual) answer.set(clinic.id, inTime(clinic.id, found.get(clinic.id)));

  // The first day with room for the service, then its first start: what the booking screen shows.
  const firstFor = async (clinic: ClinicClockRef): Promise<NextAvailable> => {
    const service = options.serviceIds?.get(clinic.id);
    const { days } = await availability.availableDays(clinic, {
      service,
      days: withinDays ?? AVAILABLE_DAYS_AHEAD,
    });
    const day = days.find((d) => d.count > 0);
    if (!day) return null;
    const [first] = await availability.startsOn(clinic, day.date, service);
    return first ? { date: first.date, startTime: first.startTime } : null;
  };
  for (let at = 0; at < named.length; at += SERVICE_PARALLEL) {
    const batch = named.slice(at, at + SERVICE_PARALLEL);
    const times = await Promise.all(batch.map(firstFor));
    batch.forEach((clinic, index) =>
      answer.set(clinic.id, inTime(clinic.id, times[index] ?? null)),
    );
  }
  return answer;
}
