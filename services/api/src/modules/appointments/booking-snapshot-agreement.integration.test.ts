import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, fromMinutes, rangesOverlap } from '@petvet/shared';
import { schema, type Database } from '@petvet/shared/server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createAvailabilityService } from '../time-slots/availability.service';
import { createBookingSnapshotRepository } from './booking-snapshot.repository';
import { createBookingRepository } from './booking.repository';
import { claimSpan, serviceForBooking } from './span-placement';
import { manualClock } from './test-support/booking-fixtures';
import { coreStarts, normalizedFacts } from './test-support/core-starts';
import { plainDayFacts, type PlainDay } from './test-support/plain-day-reads';
import { randomCalendar, type RandomCalendar } from './test-support/random-calendar';
import {
  seedCalendar,
  type CalendarOwners,
  type SeededCalendar,
} from './test-support/seed-calendar';

// Monday 14 January 2030, 10:00 in London; the calendars are of the next two days.
const clock = manualClock('2030-01-14T10:00:00Z');
const DAY = '2030-01-15';
const NEXT = '2030-01-16';
const CASES = Number(process.env.SNAPSHOT_CASES ?? 100);
const AT_ONCE = 4;
const FIRST_SEED = Number(process.env.SNAPSHOT_SEED ?? 22_006);

describe('the booking snapshot agrees with the plain reads over random calendars', () => {
  let t: TestApp;
  let owners: CalendarOwners;

  async function ownerWithPet(db: Database, label: string) {
    const [account] = await db
      .insert(schema.accounts)
      .values({
        email: `${label}.${randomUUID()}@example.test`,
        passwordHash: 'x',
        firstName: label,
        lastName: 'Owner',
        userType: 'pet_owner',
      })
      .returning({ id: schema.accounts.id });
    const [pet] = await db
      .insert(schema.pets)
      .values({ ownerId: String(account?.id), name: 'Rex', species: 'Dog', breed: null })
      .returning({ id: schema.pets.id });
    return { id: String(account?.id), petId: String(pet?.id) };
  }

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    owners = {
      viewer: await ownerWithPet(t.deps.db, 'Viewer'),
      other: await ownerWithPet(t.deps.db, 'Other'),
    };
  });
  afterAll(async () => {
    await t.close();
  });

  /** What the snapshot loads, read by read, against the booking repository and the plain day. */
  async function checkLoads(seeded: SeededCalendar, strangerSlot: string | undefined) {
    const { db } = t.deps;
    const now = clock.now();
    const plain = createBookingRepository(db);
    const snapshots = createBookingSnapshotRepository(db);
    const { clinicId } = seeded;
    const ownerId = owners.viewer.id;
    const clinic = await plain.clinicById(clinicId);
    const services = await plain.services(clinicId);
    const pets = new Map<string, unknown>();
    for (const { petId } of [owners.viewer, owners.other])
      pets.set(petId, await plain.ownedPet(ownerId, petId));
    const byDate = new Map<string, PlainDay>();
    for (const date of [DAY, NEXT]) byDate.set(date, await plainDayFacts(db, clinicId, date, now));

    const asked = [...seeded.slotIds, strangerSlot ?? randomUUID(), randomUUID()];
    const reads = new Map<string, Awaited<ReturnType<typeof snapshots.snapshot>>>();
    for (const [n, slotId] of asked.entries()) {
      const petId = n % 3 === 2 ? owners.other.petId : owners.viewer.petId;
      const snap = await snapshots.snapshot({ clinicId, ownerId, petId, slotId, now });
      reads.set(slotId, snap);
      expect(await snap.clinicById(clinicId), 'clinic').toEqual(clinic);
      expect(await snap.ownedPet(ownerId, petId), 'pet').toEqual(pets.get(petId));
      expect(await snap.services(clinicId), 'services').toEqual(services);
      const slot = await snap.slot(clinicId, slotId);
      expect(slot, `slot ${slotId}`).toEqual(await plain.slot(clinicId, slotId));
      if (!slot) continue;
      const day = normalizedFacts(await snap.dayFacts(clinicId, slot.date, now));
      expect(day, `the snapshot's day ${slot.date}`).toEqual(
        normalizedFacts(byDate.get(slot.date)!),
      );
    }
    for (const date of [DAY, NEXT]) {
      const locked = await snapshots.day(db, { clinicId, date, now });
      const day = normalizedFacts(await locked.dayFacts(clinicId, date, now));
      expect(day, `the locked day ${date}`).toEqual(normalizedFacts(byDate.get(date)!));
    }
    return { clinicId, reads, services, facts: byDate.get(DAY)! };
  }

  type Loaded = Awaited<ReturnType<typeof checkLoads>>;

  /** For each service: the slots page's starts are the core's, and a booking claims exactly those. */
  async function checkStarts(seeded: SeededCalendar, loaded: Loaded) {
    const { db } = t.deps;
    const { clinicId } = seeded;
    const { facts, services } = loaded;
    const page = createAvailabilityService({ db, now: clock.now });
    const ownerId = owners.viewer.id;
    const someone = seeded.clinicianIds[seeded.slotIds.length % seeded.clinicianIds.length];
    for (const serviceId of [undefined, ...services.map((s) => s.id)])
      for (const clinicianId of [undefined, someone]) {
        const offered = await page.startsOn(
          { id: clinicId, timeZone: 'Europe/London' },
          DAY,
          serviceId,
          ownerId,
          clinicianId,
        );
        const expected = coreStarts(facts, services, serviceId, { ownerId, clinicianId });
        const what = `starts of ${serviceId ?? 'free slots'} for ${clinicianId ?? 'anyone'}`;
        expect(
          offered.map(({ id, startTime, endTime, clinicianId: k }) => ({
            id,
            startTime,
            endTime,
            clinicianId: k,
          })),
          `the slots page's ${what}`,
        ).toEqual(expected);
        if (serviceId !== undefined)
          await checkClaims(loaded, { serviceId, clinicianId }, expected);
      }
  }

  /** Every 5 minutes of every window: the snapshot's claim succeeds exactly where a start is offered. */
  async function checkClaims(
    { clinicId, facts, services, reads }: Loaded,
    { serviceId, clinicianId }: { serviceId: string; clinicianId: string | undefined },
    expected: ReturnType<typeof coreStarts>,
  ) {
    for (const window of facts.windows) {
      const snap = reads.get(window.slotId)!;
      const slot = (await snap.slot(clinicId, window.slotId))!;
      let service;
      try {
        service = serviceForBooking(services, slot, serviceId);
      } catch (error) {
        // A drop-off is refused by name before any time is looked at; the page offers it none.
        expect(error instanceof AppError && error.code, 'drop-off refusal').toBe(
          'SERVICE_NOT_OFFERED',
        );
        expect(expected, 'a drop-off has no starts').toEqual([]);
        return;
      }
      for (let start = window.start; start < window.end; start += 5) {
        const at = fromMinutes(start);
        const claimed = await claimSpan(snap, {
          clinicId: clinicId,
          slot,
          start,
          service,
          ownerId: owners.viewer.id,
          now: clock.now(),
          clinicianId,
        }).then(
          ({ span }) => span.clinicianId,
          (error: unknown) => (error instanceof AppError ? `refused ${error.code}` : String(error)),
        );
        const offer = expected.find((o) => o.startTime === at);
        const label = `claim of ${at} on slot ${window.slotId} for ${clinicianId ?? 'anyone'}`;
        // The owner's own hold there sends the booking to the clinician it was held on.
        const range = { start, end: start + service.duration };
        const held = facts.holds.some(
          (h) => h.ownerId === owners.viewer.id && rangesOverlap(h, range),
        );
        if (offer?.id === window.slotId && held) expect(claimed, label).not.toMatch(/^refused/);
        else if (offer?.id === window.slotId) expect(claimed, label).toBe(offer.clinicianId);
        else if (!claimed.startsWith('refused'))
          expect(offer?.startTime, `${label}: not offered`).toBe(at);
      }
    }
  }

  it('when calendars of 1-3 clinicians with random slots, visits, holds, rooms and drop-offs are read, then the snapshot loads what the plain reads load and books exactly the starts they offer', async () => {
    let strangerSlot: string | undefined;
    const runCase = async (seed: number) => {
      const calendar: RandomCalendar = randomCalendar(seed, [DAY, NEXT]);
      try {
        const seeded = await seedCalendar(t.deps.db, calendar, owners, clock.now());
        await checkStarts(seeded, await checkLoads(seeded, strangerSlot));
        strangerSlot = seeded.slotIds[0] ?? strangerSlot;
      } catch (error) {
        const replay = `SNAPSHOT_SEED=${seed} SNAPSHOT_CASES=1`;
        const header = `seed ${seed} (again: ${replay})\ncase ${JSON.stringify(calendar)}\n`;
        if (error instanceof Error) error.message = header + error.message;
        throw error;
      }
    };
    // A few cases at a time (each its own clinic): the database's round trips overlap.
    for (let n = 0; n < CASES; n += AT_ONCE) {
      const seeds = Array.from(
        { length: Math.min(AT_ONCE, CASES - n) },
        (_, k) => FIRST_SEED + n + k,
      );
      await Promise.all(seeds.map(runCase));
    }
  });
});
