import { randomBytes } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '@petvet/shared';
import { eq, sql } from 'drizzle-orm';
import { createLogger, openDatabase, rowsOf, schema, type Database } from '@petvet/shared/server';
import { BOOKING_DAY_LOCK } from '@petvet/shared/backend';
import { waitFor } from '../../../../test-support/wait-for';
import { freshDatabase } from '../test-support/fresh-database';
import { processWaitlistOffers } from './waitlist-offers';

const logger = createLogger('waitlist-test', 'silent');
// Tuesday 15 January 2030, 10:00 in London: the hold made now runs to 10:15.
const NOW = new Date('2030-01-15T10:00:00Z');
const DATE = '2030-01-20';

/** One owner waiting for a clinic's date that publishes 09:00-09:30 (the clinic lists no services). */
async function waitingScene(db: Database): Promise<{ clinicId: string; ownerId: string }> {
  const [owner] = await db
    .insert(schema.accounts)
    .values({
      email: `waiting.${randomBytes(4).toString('hex')}@example.test`,
      passwordHash: 'x',
      firstName: 'Wai',
      lastName: 'Ting',
      userType: 'pet_owner',
    })
    .returning();
  const [clinic] = await db
    .insert(schema.clinics)
    .values({ businessName: 'Queue Vets', timeZone: 'Europe/London' })
    .returning();
  if (!owner || !clinic) throw new Error('scene insert failed');
  const ownerId = owner.id;
  const clinicId = clinic.id;
  const [pet] = await db
    .insert(schema.pets)
    .values({ ownerId, name: 'Rex', species: 'Dog' })
    .returning();
  if (!pet) throw new Error('pet insert failed');
  await db.insert(schema.timeSlots).values({
    clinicId,
    date: DATE,
    startTime: '09:00',
    endTime: '09:30',
    service: 'Consultation',
    duration: 30,
  });
  await db.insert(schema.waitlistEntries).values({ ownerId, clinicId, date: DATE, petId: pet.id });
  return { clinicId, ownerId };
}

describe('waitlist-offers job', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  let clinicId: string;
  let ownerId: string;

  beforeAll(async () => {
    handle = await freshDatabase();
    ({ clinicId, ownerId } = await waitingScene(handle.db));
  });
  afterAll(async () => {
    await handle.drop();
  });

  it('when a clinic date request runs twice, then its one waiting owner is offered the free slot once, with one offer email', async () => {
    const job = { data: { clinicId, date: DATE } };
    expect(await processWaitlistOffers(handle.db, logger, job, NOW)).toEqual({
      offered: 1,
      lapsed: 0,
    });
    expect(await processWaitlistOffers(handle.db, logger, job, NOW)).toEqual({
      offered: 0,
      lapsed: 0,
    });
    const holds = await handle.db.select().from(schema.slotHolds);
    // A clinic that lists no services offers its published slot whole.
    expect(holds).toMatchObject([
      {
        ownerId,
        startTime: '09:00:00',
        endTime: '09:30:00',
        expiresAt: new Date('2030-01-15T10:15:00Z'),
      },
    ]);
    const mails = (await handle.db.select().from(schema.queueOutbox)).filter(
      (row) => row.jobName === JOBS.deliverNotification,
    );
    expect(mails.map((row) => row.payload)).toEqual([
      { kind: 'waitlist-offer', holdId: holds[0]?.id },
    ]);
  });

  it('when the sweep runs after the hold ran out, then the hold is removed and the lapsed wait ends; a second sweep does nothing', async () => {
    const later = new Date('2030-01-15T10:15:00Z');
    expect(await processWaitlistOffers(handle.db, logger, { data: {} }, later)).toEqual({
      offered: 0,
      lapsed: 1,
    });
    expect(await handle.db.select().from(schema.slotHolds)).toEqual([]);
    const [entry] = await handle.db.select().from(schema.waitlistEntries);
    expect(entry?.status).toBe('lapsed');
    expect(await processWaitlistOffers(handle.db, logger, { data: {} }, later)).toEqual({
      offered: 0,
      lapsed: 0,
    });
  });

  it('when a booking holds the day while an offer run waits for it, then the booking still commits and no time is offered over it', async () => {
    const { clinicId: busyClinic } = await waitingScene(handle.db);
    const [owner] = await handle.db
      .select({ id: schema.accounts.id })
      .from(schema.accounts)
      .limit(1);
    const waitingForDay = () =>
      handle.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event = 'advisory'`,
      );
    const { run } = await handle.db.transaction(async (tx) => {
      // The booking's day lock, as the API's booking repository takes it.
      await tx.execute(
        sql`select pg_advisory_xact_lock(${BOOKING_DAY_LOCK}, hashtext(${`${busyClinic} ${DATE}`}))`,
      );
      const run = processWaitlistOffers(
        handle.db,
        logger,
        { data: { clinicId: busyClinic, date: DATE } },
        NOW,
      );
      const seen = await waitFor(
        async () => rowsOf<{ n: number }>(await waitingForDay())[0]?.n ?? 0,
        (n) => n > 0,
        5_000,
      );
      expect(seen).toBe(1);
      // The appointment's key check on the clinic must not wait for the offer run's clinic lock.
      await tx.insert(schema.appointments).values({
        clinicId: busyClinic,
        ownerId: owner?.id ?? '',
        petName: 'Rex',
        petSpecies: 'Dog',
        serviceType: 'Consultation',
        appointmentDate: DATE,
        appointmentTime: '09:00',
        duration: 30,
      });
      // Handed out unawaited: the run goes on once this transaction commits.
      return { run };
    });
    expect(await run).toEqual({ offered: 0, lapsed: 0 });
    const holds = await handle.db
      .select()
      .from(schema.slotHolds)
      .where(eq(schema.slotHolds.clinicId, busyClinic));
    expect(holds).toEqual([]);
  });

  it('when the request is malformed, then it fails for good instead of retrying', async () => {
    await expect(
      processWaitlistOffers(handle.db, logger, { data: { clinicId: 'nope' } }, NOW),
    ).rejects.toBeInstanceOf(UnrecoverableError);
  });
});

/** The embedded default (PGlite) runs the same offers and sweep. */
describe('waitlist-offers job on PGlite', () => {
  let handle: Awaited<ReturnType<typeof openDatabase>>;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://', migrate: true });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
  });

  it('when freed time is offered and its hold runs out, then one offer is made and the sweep ends the wait', async () => {
    const { clinicId, ownerId } = await waitingScene(handle.db);
    const job = { data: { clinicId, date: DATE } };
    expect((await processWaitlistOffers(handle.db, logger, job, NOW)).offered).toBe(1);
    expect((await processWaitlistOffers(handle.db, logger, job, NOW)).offered).toBe(0);
    expect(await handle.db.select().from(schema.slotHolds)).toMatchObject([{ ownerId }]);
    const later = new Date('2030-01-15T10:15:00Z');
    expect(await processWaitlistOffers(handle.db, logger, { data: {} }, later)).toEqual({
      offered: 0,
      lapsed: 1,
    });
    expect(await handle.db.select().from(schema.slotHolds)).toEqual([]);
  });
});
