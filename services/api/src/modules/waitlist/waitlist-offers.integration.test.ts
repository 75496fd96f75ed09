import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SLOT_TAKEN_TEXT } from '@petvet/shared';
import {
  createScratchDatabase,
  openDatabase,
  schema,
  type ScratchDatabase,
} from '@petvet/shared/server';
import { expectError } from '../../test-support/expect-error';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { manualClock } from '../appointments/test-support/booking-fixtures';
import type { OwnerWithPet } from '../appointments/test-support/booking-scene';
import {
  bookAs,
  bookedId,
  cancelAs,
  holdsOf,
  joinWaitlist,
  newOwner,
  offerMailQueued,
  offerRequestsFor,
  runOffers,
  startsSeenBy,
  waitlistClinic,
  waitlistOf,
  type WaitlistClinic,
} from './test-support/waitlist-scene';

// Tuesday 15 January 2030, 10:00 in London (UTC in winter): a hold made now ends at 10:15.
const NOW = '2030-01-15T10:00:00Z';
const clock = manualClock(NOW);
const DATE = '2030-01-20';

/**
 * A full day (09:00 and 09:30 booked for 30 minutes each) with owners waiting in the order given
 * (each with the service named, or none); then the 09:00 visit is cancelled and the offer
 * requests the cancellation queued are run, as the notify worker would.
 */
async function fullDayThenCancel(
  t: TestApp,
  waiting: Array<{ name: string; service?: string }>,
  options: { run?: boolean } = {},
) {
  const clinic = await waitlistClinic(t, DATE);
  const early = await newOwner(t, 'Early');
  const late = await newOwner(t, 'Late');
  const earlyVisit = await bookedId(t, early, clinic, '09:00', '09:00', 'Consultation');
  const lateVisit = await bookedId(t, late, clinic, '09:30', '09:30', 'Consultation');
  const owners: OwnerWithPet[] = [];
  for (const wait of waiting) {
    const owner = await newOwner(t, wait.name);
    const res = await joinWaitlist(t, owner, {
      vetId: clinic.clinicId,
      date: DATE,
      ...(wait.service ? { service: wait.service } : {}),
    });
    if (res.status !== 201) throw new Error(`join failed: ${res.status} ${res.text}`);
    owners.push(owner);
  }
  expect((await cancelAs(t, early, earlyVisit)).status).toBe(200);
  if (options.run !== false) await runRequested(t, clinic);
  return { clinic, owners, early, late, lateVisit };
}

/** Runs every offer request queued for the clinic; returns the offers made. */
async function runRequested(t: TestApp, clinic: WaitlistClinic): Promise<number> {
  const requests = await offerRequestsFor(t.deps.db, clinic.clinicId);
  expect(requests).toContainEqual({ clinicId: clinic.clinicId, date: clinic.date });
  let offered = 0;
  for (const payload of requests)
    offered += (await runOffers(t.deps.db, payload, clock.now())).offered;
  return offered;
}

const ownerIdOf = (owner: OwnerWithPet) => String(owner.account.user.id);

describe('waitlist offers', () => {
  let scratch: ScratchDatabase;
  let t: TestApp;

  // A database of this file's own: the sweep visits every clinic's lapsed holds, and must not
  // pass on holds other test files are still using on their own clocks.
  const openApp = () =>
    createTestApp({
      now: clock.now,
      database: { url: scratch.url, migrate: false, poolSize: 10 },
    });

  beforeAll(async () => {
    scratch = await createScratchDatabase(inject('databaseUrl'), 'petvet_waitlist');
    await (await openDatabase({ databaseUrl: scratch.url, migrate: true })).close();
    t = await openApp();
  });
  afterAll(async () => {
    await t.close();
    await scratch.drop();
  });

  it('when a booked visit is cancelled, then the oldest waiting owner is offered the freed time, held 15 minutes, with an email, and a repeated run offers nothing more', async () => {
    const { clinic, owners } = await fullDayThenCancel(t, [
      { name: 'First', service: 'Consultation' },
      { name: 'Second', service: 'Consultation' },
    ]);
    const [first, second] = owners as [OwnerWithPet, OwnerWithPet];

    const holds = await holdsOf(t.deps.db, clinic.clinicId);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({
      ownerId: ownerIdOf(first),
      startTime: '09:00:00',
      endTime: '09:30:00',
      expiresAt: new Date('2030-01-15T10:15:00Z'),
    });
    expect(await offerMailQueued(t.deps.db, holds[0]?.id ?? '')).toBe(true);

    const [entry] = await waitlistOf(t, first);
    expect(entry?.offer).toEqual({
      timeSlotId: clinic.slots['09:00'],
      date: DATE,
      startTime: '09:00',
      endTime: '09:30',
      expiresAt: '2030-01-15T10:15:00.000Z',
    });
    expect((await waitlistOf(t, second))[0]?.offer).toBeNull();

    expect(await runRequested(t, clinic)).toBe(0);
    expect(await holdsOf(t.deps.db, clinic.clinicId)).toHaveLength(1);
  });

  it('when time is held, then nobody else sees or books it, while the owner it is held for sees it and books it and leaves the waitlist', async () => {
    const { clinic, owners } = await fullDayThenCancel(t, [
      { name: 'Holder', service: 'Consultation' },
    ]);
    const [holder] = owners as [OwnerWithPet];
    const stranger = await newOwner(t, 'Stranger');

    expect(await startsSeenBy(t, clinic, 'Nail trim')).toEqual([]);
    expect(await startsSeenBy(t, clinic, 'Nail trim', stranger)).toEqual([]);
    expect(await startsSeenBy(t, clinic, 'Consultation', holder)).toEqual(['09:00']);
    expectError(
      await bookAs(t, stranger, clinic, '09:00', '09:00', 'Nail trim'),
      409,
      SLOT_TAKEN_TEXT,
    );
    expectError(
      await bookAs(t, stranger, clinic, '09:00', '09:15', 'Nail trim'),
      409,
      SLOT_TAKEN_TEXT,
    );

    const booked = await bookAs(t, holder, clinic, '09:00', '09:00', 'Consultation');
    expect(booked.status).toBe(201);
    expect(await holdsOf(t.deps.db, clinic.clinicId)).toEqual([]);
    expect(await waitlistOf(t, holder)).toEqual([]);
  });

  it('when the oldest waiting service does not fit, then the next owners whose services fit get the free time in turn, one offer each', async () => {
    const { clinic, owners } = await fullDayThenCancel(t, [
      { name: 'Long', service: 'Surgery' },
      { name: 'Trim', service: 'Nail trim' },
      { name: 'Shortest' },
      { name: 'Trim again', service: 'Nail trim' },
    ]);
    const [long, trim, shortest, trimAgain] = owners as OwnerWithPet[] as [
      OwnerWithPet,
      OwnerWithPet,
      OwnerWithPet,
      OwnerWithPet,
    ];
    const holds = await holdsOf(t.deps.db, clinic.clinicId);
    expect(
      holds.map((hold) => [hold.ownerId, hold.startTime.slice(0, 5), hold.endTime.slice(0, 5)]),
    ).toEqual([
      [ownerIdOf(trim), '09:00', '09:15'],
      [ownerIdOf(shortest), '09:15', '09:30'],
    ]);
    expect((await waitlistOf(t, long))[0]?.offer).toBeNull();
    expect((await waitlistOf(t, trimAgain))[0]?.offer).toBeNull();

    // An owner holding an offer gets no second one, even where more time is free.
    const elsewhere = await waitlistClinic(t, DATE, ['11:00']);
    await joinWaitlist(t, trim, { vetId: elsewhere.clinicId, date: DATE });
    await runOffers(t.deps.db, { clinicId: elsewhere.clinicId, date: DATE }, clock.now());
    expect(await holdsOf(t.deps.db, elsewhere.clinicId)).toEqual([]);
  });

  it('when an offer lapses, then the sweep passes the time to the next in line and the lapsed wait ends', async () => {
    const { clinic, owners } = await fullDayThenCancel(t, [
      { name: 'Slow', service: 'Consultation' },
      { name: 'Next', service: 'Consultation' },
    ]);
    const [slow, next] = owners as [OwnerWithPet, OwnerWithPet];
    try {
      // Still live at 10:14: the sweep leaves it.
      clock.set('2030-01-15T10:14:00Z');
      expect(await runOffers(t.deps.db, {}, clock.now())).toEqual({ offered: 0, lapsed: 0 });

      // Other tests' offers of this file lapse at 10:15 too: what counts is this clinic's line.
      clock.set('2030-01-15T10:15:00Z');
      expect(await runOffers(t.deps.db, {}, clock.now())).toMatchObject({
        offered: expect.any(Number),
      });
      const holds = await holdsOf(t.deps.db, clinic.clinicId);
      expect(holds.map((hold) => hold.ownerId)).toEqual([ownerIdOf(next)]);
      expect(await waitlistOf(t, slow)).toEqual([]);
      const [entry] = await waitlistOf(t, next);
      expect(entry?.offer).toMatchObject({
        startTime: '09:00',
        expiresAt: '2030-01-15T10:30:00.000Z',
      });
      const [entryRow] = await t.deps.db
        .select({ status: schema.waitlistEntries.status })
        .from(schema.waitlistEntries)
        .where(eq(schema.waitlistEntries.ownerId, ownerIdOf(slow)));
      expect(entryRow?.status).toBe('lapsed');

      // A second sweep finds nothing to pass on.
      expect(await runOffers(t.deps.db, {}, clock.now())).toEqual({ offered: 0, lapsed: 0 });
    } finally {
      clock.set(NOW);
    }
  });

  it('when the owner holding an offer leaves the waitlist, then the time is released and offered to the next in line', async () => {
    const { clinic, owners } = await fullDayThenCancel(t, [
      { name: 'Leaver', service: 'Consultation' },
      { name: 'Next', service: 'Consultation' },
    ]);
    const [leaver, next] = owners as [OwnerWithPet, OwnerWithPet];
    const [entry] = await waitlistOf(t, leaver);
    const res = await request(t.app)
      .delete(`/api/waitlist/${entry?.id}`)
      .set(bearer(leaver.account.token));
    expect(res.status).toBe(204);
    expect(await holdsOf(t.deps.db, clinic.clinicId)).toEqual([]);

    expect(await runRequested(t, clinic)).toBe(1);
    expect((await waitlistOf(t, next))[0]?.offer?.startTime).toBe('09:00');
  });

  it('when the owner leaves after their offer ran out but before the sweep, then the time still passes to the next in line', async () => {
    const { clinic, owners } = await fullDayThenCancel(t, [
      { name: 'Gone', service: 'Consultation' },
      { name: 'Next', service: 'Consultation' },
    ]);
    const [gone, next] = owners as [OwnerWithPet, OwnerWithPet];
    try {
      clock.set('2030-01-15T10:16:00Z');
      const [entry] = await waitlistOf(t, gone);
      const res = await request(t.app)
        .delete(`/api/waitlist/${entry?.id}`)
        .set(bearer(gone.account.token));
      expect(res.status).toBe(204);
      expect(await holdsOf(t.deps.db, clinic.clinicId)).toEqual([]);
      expect(await runRequested(t, clinic)).toBe(1);
      expect((await waitlistOf(t, next))[0]?.offer).toMatchObject({
        startTime: '09:00',
        expiresAt: '2030-01-15T10:31:00.000Z',
      });
    } finally {
      clock.set(NOW);
    }
  });

  it('when the pet an offer was made for is deleted, then its hold still lapses on time and passes to the next in line', async () => {
    const { clinic, owners } = await fullDayThenCancel(t, [
      { name: 'Deleted', service: 'Consultation' },
      { name: 'Next', service: 'Consultation' },
    ]);
    const [deleted, next] = owners as [OwnerWithPet, OwnerWithPet];
    const res = await request(t.app)
      .delete(`/api/users/pets/${deleted.petId}`)
      .set(bearer(deleted.account.token));
    expect(res.status).toBe(204);
    expect(await holdsOf(t.deps.db, clinic.clinicId)).toHaveLength(1);
    try {
      clock.set('2030-01-15T10:15:00Z');
      await runOffers(t.deps.db, {}, clock.now());
      expect((await waitlistOf(t, next))[0]?.offer?.startTime).toBe('09:00');
    } finally {
      clock.set(NOW);
    }
  });

  it('when the clinic adds time on a waited date, then the waiting owner is offered it', async () => {
    const clinic = await waitlistClinic(t, '2030-01-21', ['09:00']);
    const early = await newOwner(t, 'Early');
    await bookedId(t, early, clinic, '09:00', '09:00', 'Consultation');
    const waiting = await newOwner(t, 'Waiting');
    await joinWaitlist(t, waiting, {
      vetId: clinic.clinicId,
      date: clinic.date,
      service: 'Surgery',
    });

    const published = await request(t.app)
      .post('/api/vet-business/time-slots/bulk')
      .set(bearer(clinic.businessToken))
      .send({
        slots: [
          { date: clinic.date, startTime: '14:00', endTime: '14:30', service: 'Consultation' },
          { date: clinic.date, startTime: '14:30', endTime: '15:00', service: 'Consultation' },
        ],
      });
    expect(published.status).toBe(201);
    expect(await runRequested(t, clinic)).toBe(1);
    expect((await waitlistOf(t, waiting))[0]?.offer).toMatchObject({
      startTime: '14:00',
      endTime: '15:00',
    });
  });

  it('when time is freed today, then only starts still ahead are offered', async () => {
    const clinic = await waitlistClinic(t, '2030-01-15', ['09:30', '10:00', '10:30']);
    const waiting = await newOwner(t, 'Today');
    await joinWaitlist(t, waiting, { vetId: clinic.clinicId, date: clinic.date });
    const offered = await runOffers(
      t.deps.db,
      { clinicId: clinic.clinicId, date: clinic.date },
      clock.now(),
    );
    expect(offered.offered).toBe(1);
    // 10:00 begins this very minute; the clinic's shortest service (15 minutes) fits from 10:15.
    expect((await waitlistOf(t, waiting))[0]?.offer?.startTime).toBe('10:15');
  });

  it('when two visits are cancelled at once and offer runs race on separate connections, then the one waiting owner gets exactly one offer', async () => {
    const { clinic, owners, late, lateVisit } = await fullDayThenCancel(
      t,
      [{ name: 'Only', service: 'Consultation' }],
      { run: false },
    );
    const [only] = owners as [OwnerWithPet];
    expect((await cancelAs(t, late, lateVisit)).status).toBe(200);

    const first = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    const second = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    try {
      const payload = { clinicId: clinic.clinicId, date: DATE };
      const results = await Promise.all([
        runOffers(first.db, payload, clock.now()),
        runOffers(second.db, payload, clock.now()),
        runOffers(first.db, payload, clock.now()),
        runOffers(second.db, payload, clock.now()),
      ]);
      expect(results.reduce((sum, result) => sum + result.offered, 0)).toBe(1);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    const holds = await holdsOf(t.deps.db, clinic.clinicId);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ ownerId: ownerIdOf(only), startTime: '09:00:00' });
    expect((await waitlistOf(t, only))[0]?.offer?.startTime).toBe('09:00');
  });

  it('when a booking and an offer run meet on the same free time, then one of them gets it, never both, and neither fails', async () => {
    for (let round = 0; round < 8; round += 1) {
      const clinic = await waitlistClinic(t, '2030-01-22', ['09:00']);
      const waiting = await newOwner(t, 'Waiting');
      const booker = await newOwner(t, 'Booker');
      await joinWaitlist(t, waiting, { vetId: clinic.clinicId, date: clinic.date });
      const [booking, run] = await Promise.all([
        bookAs(t, booker, clinic, '09:00', '09:00', 'Consultation'),
        runOffers(t.deps.db, { clinicId: clinic.clinicId, date: clinic.date }, clock.now()),
      ]);
      const holds = await holdsOf(t.deps.db, clinic.clinicId);
      if (booking.status === 201) {
        // The booking took 09:00-09:30: any offer is of time it left (none on this date).
        expect(holds).toEqual([]);
        expect(run.offered).toBe(0);
      } else {
        expectError(booking, 409, SLOT_TAKEN_TEXT);
        expect(holds).toHaveLength(1);
      }
    }
  });

  it('when the app and the offer worker restart while time is held, then the hold is still honoured and still lapses on time', async () => {
    const first = await openApp();
    let clinic: WaitlistClinic;
    let holder: OwnerWithPet;
    let next: OwnerWithPet;
    try {
      const scene = await fullDayThenCancel(first, [
        { name: 'Holder', service: 'Consultation' },
        { name: 'Next', service: 'Consultation' },
      ]);
      clinic = scene.clinic;
      [holder, next] = scene.owners as [OwnerWithPet, OwnerWithPet];
    } finally {
      await first.close();
    }

    const restarted = await openApp();
    const worker = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 });
    try {
      const stranger = await newOwner(restarted, 'Stranger');
      expect(await startsSeenBy(restarted, clinic, 'Consultation', stranger)).toEqual([]);
      expectError(
        await bookAs(restarted, stranger, clinic, '09:00', '09:00', 'Consultation'),
        409,
        SLOT_TAKEN_TEXT,
      );
      expect((await waitlistOf(restarted, holder))[0]?.offer?.expiresAt).toBe(
        '2030-01-15T10:15:00.000Z',
      );
      const payload = { clinicId: clinic.clinicId, date: DATE };
      expect(await runOffers(worker.db, payload, clock.now())).toEqual({ offered: 0, lapsed: 0 });
      expect(await runOffers(worker.db, {}, clock.now())).toEqual({ offered: 0, lapsed: 0 });

      clock.set('2030-01-15T10:20:00Z');
      await runOffers(worker.db, {}, clock.now());
      expect(await waitlistOf(restarted, holder)).toEqual([]);
      expect((await waitlistOf(restarted, next))[0]?.offer?.startTime).toBe('09:00');
    } finally {
      clock.set(NOW);
      await worker.close();
      await restarted.close();
    }
  });
});
