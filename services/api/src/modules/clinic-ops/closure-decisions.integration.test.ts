import request from 'supertest';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSURE_HAS_BOOKINGS_TEXT,
  QUEUES,
  calendarSchema,
  createClosureResponseSchema,
  errorBodySchema,
  ownerAppointmentSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import {
  createBookingScene,
  postBooking,
  type OwnerWithPet,
} from '../appointments/test-support/booking-scene';
import { addService, addSlot, manualClock } from '../appointments/test-support/booking-fixtures';

// Monday 2 December 2030, 08:00 in London (the test clinic's zone).
const clock = manualClock('2030-12-02T08:00:00Z');
const outbox = schema.queueOutbox;

describe('a closure over booked visits asks what becomes of them', () => {
  let t: TestApp;
  let business: TestAccount;
  let clinicId: string;
  let owner: OwnerWithPet;
  let secondOwner: OwnerWithPet;

  beforeAll(async () => {
    ({ t, business, clinicId, owner, secondOwner } = await createBookingScene(clock.now));
    await addService(t.deps.db, clinicId, { name: 'Consultation', price: 40 });
  });
  afterAll(async () => {
    await t.close();
  });

  async function book(who: OwnerWithPet, date: string, time: string): Promise<string> {
    const timeSlotId = await addSlot(t.deps.db, clinicId, { date, startTime: time });
    const res = await postBooking(t.app, who, { clinicId, timeSlotId, date, time });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return ownerAppointmentSchema.parse(res.body).id;
  }
  const close = (body: Record<string, unknown>) =>
    request(t.app).post('/api/vet-business/closures').set(bearer(business.token)).send(body);
  const statusOf = async (id: string) =>
    (
      await t.deps.db
        .select({ status: schema.appointments.status })
        .from(schema.appointments)
        .where(eq(schema.appointments.id, id))
    )[0]?.status;
  const cancelMails = async (appointmentId: string) =>
    t.deps.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.queue, QUEUES.notify),
          sql`${outbox.payload}->>'appointmentId' = ${appointmentId}`,
          sql`${outbox.payload}->>'kind' = 'cancelled'`,
        ),
      );
  const closuresOn = async (date: string) =>
    (
      await request(t.app).get('/api/vet-business/closures').set(bearer(business.token))
    ).body.filter((c: { from: string }) => c.from === date);

  it('when a booked day is closed without a decision, then 409 lists each booked visit and nothing changes', async () => {
    const rex = await book(owner, '2030-12-10', '09:00');
    const tom = await book(secondOwner, '2030-12-10', '11:30');
    await addSlot(t.deps.db, clinicId, { date: '2030-12-10', startTime: '15:00' });

    const res = await close({ from: '2030-12-10', to: '2030-12-10', reason: 'Staff training' });
    expect(res.status).toBe(409);
    const body = errorBodySchema.parse(res.body);
    expect(body).toMatchObject({ code: 'CLOSURE_HAS_BOOKINGS', error: CLOSURE_HAS_BOOKINGS_TEXT });
    expect(body.details).toEqual([
      {
        path: `appointments.${rex}`,
        message: '2030-12-10 09:00 · Rex (Olivia Owner) · Consultation',
      },
      { path: `appointments.${tom}`, message: expect.stringMatching(/^2030-12-10 11:30 · Tom /) },
    ]);
    expect([await statusOf(rex), await statusOf(tom)]).toEqual(['pending', 'pending']);
    expect(await closuresOn('2030-12-10')).toEqual([]);
  });

  it('when the clinic chooses to cancel them, then the visits are cancelled, each owner is emailed once through the outbox, and the calendar marks the day closed', async () => {
    const rex = await book(owner, '2030-12-11', '09:00');
    const tom = await book(secondOwner, '2030-12-11', '10:00');
    const res = await close({
      from: '2030-12-11',
      to: '2030-12-11',
      reason: 'Staff training',
      cancelAppointments: true,
    });
    expect(res.status).toBe(201);
    expect(createClosureResponseSchema.parse(res.body).cancelledAppointments).toBe(2);
    expect([await statusOf(rex), await statusOf(tom)]).toEqual(['cancelled', 'cancelled']);
    for (const id of [rex, tom]) {
      const mails = await cancelMails(id);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.payload).toMatchObject({ cancelledBy: 'clinic', reason: 'Staff training' });
    }
    const calendar = calendarSchema.parse(
      (
        await request(t.app)
          .get('/api/vet-business/calendar')
          .query({ from: '2030-12-09', to: '2030-12-15' })
          .set(bearer(business.token))
      ).body,
    );
    expect(calendar.closures).toContainEqual({
      from: '2030-12-11',
      to: '2030-12-11',
      reason: 'Staff training',
    });
  });

  it('when the clinic chooses to keep them, then the visits stay booked and no owner is emailed', async () => {
    const rex = await book(owner, '2030-12-12', '09:00');
    const res = await close({
      from: '2030-12-12',
      to: '2030-12-12',
      reason: 'Half day',
      cancelAppointments: false,
    });
    expect(res.status).toBe(201);
    expect(createClosureResponseSchema.parse(res.body).cancelledAppointments).toBe(0);
    expect(await statusOf(rex)).toBe('pending');
    expect(await cancelMails(rex)).toEqual([]);
  });

  it('when a day without bookings is closed without a decision, then it simply closes', async () => {
    await addSlot(t.deps.db, clinicId, { date: '2030-12-13', startTime: '09:00' });
    const res = await close({ from: '2030-12-13', to: '2030-12-13', reason: 'Holiday' });
    expect(res.status).toBe(201);
    expect(createClosureResponseSchema.parse(res.body).removedSlots).toBe(1);
  });
});
