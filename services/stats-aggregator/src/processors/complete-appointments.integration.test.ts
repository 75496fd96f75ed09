import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, schema } from '@petvet/shared/server';
import { freshDatabase } from '../test-support/fresh-database';
import { completeAppointments } from './complete-appointments.processor';

const logger = createLogger('stats-test', 'silent');

/** Local date and HH:MM in a zone, `minutesFromNow` away from now. */
function localSlot(timeZone: string, minutesFromNow: number): { date: string; time: string } {
  const when = new Date(Date.now() + minutesFromNow * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(when)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

describe('complete-appointments', () => {
  let handle: Awaited<ReturnType<typeof freshDatabase>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    handle = await freshDatabase();
    const [owner] = await handle.db
      .insert(schema.accounts)
      .values({
        email: `owner.${randomBytes(4).toString('hex')}@example.test`,
        passwordHash: 'x',
        firstName: 'O',
        lastName: 'Wner',
        userType: 'pet_owner',
      })
      .returning();
    const clinics = await handle.db
      .insert(schema.clinics)
      .values([
        { businessName: 'West', timeZone: 'America/Los_Angeles' },
        { businessName: 'East', timeZone: 'Pacific/Auckland' },
      ])
      .returning();
    const [west, east] = clinics;
    // Each case is wrong if the clinic's zone were ignored (read as UTC) - see the comments.
    const cases = [
      {
        key: 'ended',
        clinic: east,
        status: 'confirmed',
        slot: localSlot('Pacific/Auckland', -40),
        duration: 30,
      },
      {
        key: 'endedConfirmed',
        clinic: west,
        status: 'confirmed',
        slot: localSlot('America/Los_Angeles', -24 * 60),
        duration: 30,
      },
      {
        key: 'running',
        clinic: west,
        status: 'confirmed',
        slot: localSlot('America/Los_Angeles', -20),
        duration: 30,
      },
      {
        key: 'endedUnconfirmed',
        clinic: west,
        status: 'pending',
        // An hour before the confirmed one: live visits of one clinic never overlap.
        slot: localSlot('America/Los_Angeles', -25 * 60),
        duration: 30,
      },
      {
        key: 'future',
        clinic: east,
        status: 'confirmed',
        slot: localSlot('Pacific/Auckland', 24 * 60),
        duration: 30,
      },
      {
        key: 'cancelled',
        clinic: west,
        status: 'cancelled',
        slot: localSlot('America/Los_Angeles', -24 * 60),
        duration: 30,
      },
    ];
    for (const c of cases) {
      const [row] = await handle.db
        .insert(schema.appointments)
        .values({
          clinicId: c.clinic?.id as string,
          ownerId: owner?.id as string,
          petName: 'Rex',
          petSpecies: 'Dog',
          serviceType: 'Consultation',
          appointmentDate: c.slot.date,
          appointmentTime: c.slot.time,
          duration: c.duration,
          status: c.status,
        })
        .returning();
      ids[c.key] = row?.id as string;
    }
  });
  afterAll(async () => {
    await handle.drop();
  });

  it("when an appointment's end has passed in its clinic's zone, then a confirmed one becomes completed; others are left alone", async () => {
    expect(await completeAppointments(handle.db, logger, new Date())).toEqual({ completed: 2 });
    const rows = await handle.db.select().from(schema.appointments);
    const statusOf = (key: string) => rows.find((row) => row.id === ids[key])?.status;
    expect(statusOf('ended')).toBe('completed'); // read as UTC it would lie 13 h in the future
    expect(statusOf('endedConfirmed')).toBe('completed');
    expect(statusOf('running')).toBe('confirmed'); // read as UTC it would have ended hours ago
    expect(statusOf('endedUnconfirmed')).toBe('pending'); // never confirmed: not known to have happened
    expect(statusOf('future')).toBe('confirmed');
    expect(statusOf('cancelled')).toBe('cancelled');
    expect(await completeAppointments(handle.db, logger, new Date())).toEqual({ completed: 0 });
  });

  it("when the run's clock reads exactly the end in clinic time, then the appointment is completed, and not a moment before", async () => {
    const [clinic] = await handle.db
      .insert(schema.clinics)
      .values({ businessName: 'Boundary', timeZone: 'Pacific/Auckland' })
      .returning();
    const [someone] = await handle.db.select().from(schema.accounts).limit(1);
    await handle.db.insert(schema.appointments).values({
      clinicId: clinic?.id as string,
      ownerId: someone?.id as string,
      petName: 'Rex',
      petSpecies: 'Dog',
      serviceType: 'Consultation',
      appointmentDate: '2026-03-10',
      appointmentTime: '09:00',
      duration: 30,
      status: 'confirmed',
    });
    // 09:30 in Auckland (UTC+13 in March), the same instant the API's fixed-clock rule uses.
    const endsAt = new Date('2026-03-09T20:30:00.000Z');
    const oneMsEarlier = new Date(endsAt.getTime() - 1);
    expect(await completeAppointments(handle.db, logger, oneMsEarlier)).toEqual({ completed: 0 });
    expect(await completeAppointments(handle.db, logger, endsAt)).toEqual({ completed: 1 });
  });
});
