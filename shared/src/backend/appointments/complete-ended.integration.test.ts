import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { completeEndedAppointments } from './complete-ended';
// Brings in the typed inject() keys the global setup provides.
import type {} from '../../../../test-support/global-setup';

// 09:00 + 30 minutes in Auckland (UTC+13 in March) ends at 20:30 UTC the day before.
const ENDS_AT = new Date('2026-03-09T20:30:00.000Z');

describe('completing ended appointments', () => {
  let handle: DatabaseHandle;
  let clinicId: string;
  let appointmentId: string;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: inject('databaseUrl') });
    const { db } = handle;
    const [owner] = await db
      .insert(schema.accounts)
      .values({
        email: `ends.${randomBytes(4).toString('hex')}@example.test`,
        passwordHash: 'x',
        firstName: 'E',
        lastName: 'Nds',
        userType: 'pet_owner',
      })
      .returning();
    const [clinic] = await db
      .insert(schema.clinics)
      .values({ businessName: 'Boundary Vets', timeZone: 'Pacific/Auckland' })
      .returning();
    clinicId = clinic?.id as string;
    const [appointment] = await db
      .insert(schema.appointments)
      .values({
        clinicId,
        ownerId: owner?.id as string,
        petName: 'Rex',
        petSpecies: 'Dog',
        serviceType: 'Consultation',
        appointmentDate: '2026-03-10',
        appointmentTime: '09:00',
        duration: 30,
        status: 'confirmed',
      })
      .returning();
    appointmentId = appointment?.id as string;
  });
  afterAll(async () => {
    await handle.close();
  });

  const statusNow = async () => {
    const [row] = await handle.db
      .select({ status: schema.appointments.status })
      .from(schema.appointments)
      .where(eq(schema.appointments.id, appointmentId));
    return row?.status;
  };

  it('when the clock reads a moment before the end in clinic time, then the appointment stays confirmed', async () => {
    const before = new Date(ENDS_AT.getTime() - 1);
    expect(await completeEndedAppointments(handle.db, before, { clinicId })).toBe(0);
    expect(await statusNow()).toBe('confirmed');
  });

  it('when the clock reads exactly the end in clinic time, then the appointment has ended and is completed once', async () => {
    expect(await completeEndedAppointments(handle.db, ENDS_AT, { clinicId })).toBe(1);
    expect(await statusNow()).toBe('completed');
    expect(await completeEndedAppointments(handle.db, ENDS_AT, { clinicId })).toBe(0);
  });
});
