import request from 'supertest';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_RANGE_TEXT,
  CLOSURE_NOT_FOUND_TEXT,
  QUEUES,
  calendarMonthSchema,
  calendarSchema,
  closureListSchema,
  closurePreviewSchema,
  createClosureResponseSchema,
  errorBodySchema,
  generateSlotsResponseSchema,
  insightsSchema,
  ownerAppointmentSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import {
  createBookingScene,
  postBooking,
  putStatus,
  type OwnerWithPet,
} from '../appointments/test-support/booking-scene';
import { addService, addSlot, manualClock } from '../appointments/test-support/booking-fixtures';

// Monday 2 December 2030, 08:00 in London (the test clinic's zone).
const clock = manualClock('2030-12-02T08:00:00Z');
const outbox = schema.queueOutbox;

describe('closures, the calendar and insights of a clinic', () => {
  let t: TestApp;
  let business: TestAccount;
  let otherBusiness: TestAccount;
  let clinicId: string;
  let owner: OwnerWithPet;
  let secondOwner: OwnerWithPet;

  beforeAll(async () => {
    ({ t, business, otherBusiness, clinicId, owner, secondOwner } = await createBookingScene(
      clock.now,
    ));
    await addService(t.deps.db, clinicId, { name: 'Consultation', price: 40 });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (path: string, query: Record<string, string> = {}, token = business.token) =>
    request(t.app).get(path).query(query).set(bearer(token));
  /** The slot starting then: the generated one when the month has been filled, else a new one. */
  async function slotAt(date: string, time: string): Promise<string> {
    const [found] = await t.deps.db
      .select({ id: schema.timeSlots.id })
      .from(schema.timeSlots)
      .where(
        and(
          eq(schema.timeSlots.clinicId, clinicId),
          eq(schema.timeSlots.date, date),
          eq(schema.timeSlots.startTime, time),
        ),
      );
    return found?.id ?? addSlot(t.deps.db, clinicId, { date, startTime: time });
  }
  async function book(who: OwnerWithPet, date: string, time: string): Promise<string> {
    const timeSlotId = await slotAt(date, time);
    const res = await postBooking(t.app, who, { clinicId, timeSlotId, date, time });
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return ownerAppointmentSchema.parse(res.body).id;
  }

  it('when a closure is previewed and made with cancellation, then its free time goes, its visits are cancelled with the reason and the owners emailed', async () => {
    await addSlot(t.deps.db, clinicId, { date: '2030-12-24', startTime: '09:00' });
    await addSlot(t.deps.db, clinicId, { date: '2030-12-26', startTime: '09:00' });
    const visit = await book(owner, '2030-12-24', '11:00');
    const outside = await book(owner, '2030-12-27', '11:00');

    const preview = closurePreviewSchema.parse(
      (await get('/api/vet-business/closures/preview', { from: '2030-12-24', to: '2030-12-26' }))
        .body,
    );
    expect(preview).toEqual({
      slots: 2,
      appointments: [
        {
          id: visit,
          date: '2030-12-24',
          time: '11:00',
          petName: 'Rex',
          ownerName: 'Olivia Owner',
          service: 'Consultation',
        },
      ],
    });

    const res = await request(t.app)
      .post('/api/vet-business/closures')
      .set(bearer(business.token))
      .send({
        from: '2030-12-24',
        to: '2030-12-26',
        reason: 'Christmas',
        cancelAppointments: true,
      });
    expect(res.status).toBe(201);
    const closure = createClosureResponseSchema.parse(res.body);
    // The cancelled visit's own slot is freed, then removed with the other two.
    expect(closure).toMatchObject({
      removedSlots: 3,
      cancelledAppointments: 1,
      reason: 'Christmas',
    });

    const [mail] = await t.deps.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(
        and(
          eq(outbox.queue, QUEUES.notify),
          sql`${outbox.payload}->>'appointmentId' = ${visit}`,
          sql`${outbox.payload}->>'kind' = 'cancelled'`,
        ),
      );
    expect(mail?.payload).toMatchObject({ cancelledBy: 'clinic', reason: 'Christmas' });
    const calendar = calendarSchema.parse(
      (await get('/api/vet-business/calendar', { from: '2030-12-23', to: '2030-12-27' })).body,
    );
    expect(calendar.appointments.map((a) => a.id)).toEqual([outside]);
    expect(calendar.slots.map((s) => s.date)).toEqual(['2030-12-27']);

    const generated = generateSlotsResponseSchema.parse(
      (
        await request(t.app)
          .post('/api/vet-business/time-slots/generate')
          .set(bearer(business.token))
          .send({ days: 30 })
      ).body,
    );
    expect(generated.to).toBe('2030-12-31');
    const afterGenerate = calendarSchema.parse(
      (await get('/api/vet-business/calendar', { from: '2030-12-24', to: '2030-12-26' })).body,
    );
    expect(afterGenerate.slots).toEqual([]);
  });

  it('when a closure is made keeping its visits, then they stay and only free time goes; it can be removed once', async () => {
    const visit = await book(secondOwner, '2030-12-18', '10:00');
    await slotAt('2030-12-18', '14:00');
    const res = await request(t.app)
      .post('/api/vet-business/closures')
      .set(bearer(business.token))
      .send({
        from: '2030-12-18',
        to: '2030-12-18',
        reason: 'Training day',
        cancelAppointments: false,
      });
    const closure = createClosureResponseSchema.parse(res.body);
    expect(closure).toMatchObject({ cancelledAppointments: 0 });
    const day = calendarSchema.parse(
      (await get('/api/vet-business/calendar', { from: '2030-12-18', to: '2030-12-18' })).body,
    );
    expect(day.appointments.map((a) => a.id)).toEqual([visit]);
    expect(day.slots.every((s) => s.isBooked)).toBe(true);

    const list = closureListSchema.parse((await get('/api/vet-business/closures')).body);
    expect(list.map((c) => c.reason)).toEqual(['Christmas', 'Training day']);
    expect((await get('/api/vet-business/closures', {}, otherBusiness.token)).body).toEqual([]);
    const path = `/api/vet-business/closures/${closure.id}`;
    expect((await request(t.app).delete(path).set(bearer(otherBusiness.token))).status).toBe(404);
    expect((await request(t.app).delete(path).set(bearer(business.token))).status).toBe(204);
    const again = await request(t.app).delete(path).set(bearer(business.token));
    expect(errorBodySchema.parse(again.body).error).toBe(CLOSURE_NOT_FOUND_TEXT);
  });

  it('when a closure is sent wrong, then 400 with sentences', async () => {
    const send = (body: Record<string, unknown>) =>
      request(t.app).post('/api/vet-business/closures').set(bearer(business.token)).send(body);
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { from: '2030-12-20', to: '2030-12-19', reason: 'x' },
        'The last day must be on or after the first day',
      ],
      [{ from: '2030-12-20', to: '2030-12-20', reason: ' ' }, 'Enter a reason for the closure'],
      [
        { from: '20 Dec', to: '2030-12-20', reason: 'x' },
        'The first day must be a date such as 2026-12-24',
      ],
    ];
    for (const [body, text] of cases) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).error).toBe(text);
    }
  });

  it('when the calendar is read, then visits carry their end, the zone is the clinic’s, and more than 42 days is refused', async () => {
    const visit = await book(owner, '2030-12-10', '09:30');
    const week = calendarSchema.parse(
      (await get('/api/vet-business/calendar', { from: '2030-12-09', to: '2030-12-15' })).body,
    );
    expect(week.timeZone).toBe('Europe/London');
    expect(week.appointments.find((a) => a.id === visit)).toMatchObject({
      time: '09:30',
      endTime: '10:00',
      duration: 30,
      status: 'pending',
    });
    const tooLong = await get('/api/vet-business/calendar', {
      from: '2030-12-01',
      to: '2031-01-12',
    });
    expect(tooLong.status).toBe(400);
    expect(errorBodySchema.parse(tooLong.body).error).toBe(CALENDAR_RANGE_TEXT);
  });

  it('when the month is read, then every day is listed with its visits and free slots', async () => {
    const month = calendarMonthSchema.parse(
      (await get('/api/vet-business/calendar/month', { month: '2030-12' })).body,
    );
    expect(month.days).toHaveLength(31);
    expect(month.days[0]?.date).toBe('2030-12-01');
    expect(month.days.find((d) => d.date === '2030-12-10')?.appointments).toBe(1);
    expect(month.days.find((d) => d.date === '2030-12-25')).toEqual({
      date: '2030-12-25',
      appointments: 0,
      freeSlots: 0,
    });
    const bad = await get('/api/vet-business/calendar/month', { month: '2030-13' });
    expect(bad.status).toBe(400);
  });

  it('when insights are read, then weeks start on Monday, revenue counts confirmed and completed visits, and no-shows make the rate', async () => {
    const confirmed = await book(owner, '2030-12-04', '10:00');
    const missed = await book(secondOwner, '2030-12-04', '11:00');
    await putStatus(t.app, business.token, confirmed, 'confirmed');
    clock.set('2030-12-05T12:00:00Z');
    await putStatus(t.app, business.token, missed, 'no_show');
    const res = await get('/api/vet-business/insights', { from: '2030-12-02', to: '2030-12-08' });
    clock.set('2030-12-02T08:00:00Z');
    expect(res.status).toBe(200);
    const insights = insightsSchema.parse(res.body);
    expect(insights.currency).toBe('GBP');
    expect(insights.bookingsPerWeek).toEqual([{ week: '2030-12-02', count: 2 }]);
    expect(insights.revenuePerWeek).toEqual([{ week: '2030-12-02', amount: 40 }]);
    expect(insights.noShowRate).toBe(0.5);
    expect(insights.busiestHours).toEqual([
      { day: 3, hour: 10, count: 1 },
      { day: 3, hour: 11, count: 1 },
    ]);
    expect(insights.servicesByRevenue).toEqual([{ service: 'Consultation', amount: 40, count: 1 }]);
    expect(insights.newVsReturning).toEqual({ new: 2, returning: 0 });
  });
});
