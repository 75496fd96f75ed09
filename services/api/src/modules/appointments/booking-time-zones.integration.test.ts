import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SLOT_OUTSIDE_WINDOW_TEXT,
  SLOT_PAST_TEXT,
  errorBodySchema,
  ownerAppointmentSchema,
} from '@petvet/shared';
import { bearer, createTestApp, type TestAccount, type TestApp } from '../../test-support/test-app';
import { postBooking } from './test-support/booking-scene';
import {
  addSlot,
  manualClock,
  registerBusiness,
  registerOwnerWithPet,
} from './test-support/booking-fixtures';

const clock = manualClock('2025-06-10T17:30:00Z');

/** The same local slot is judged by each clinic's own clock, daylight saving included. */
describe('booking in the clinic time zone', () => {
  let t: TestApp;
  let london: string;
  let losAngeles: string;
  let owner: { account: TestAccount; petId: string };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    ({ clinicId: london } = await registerBusiness(t.app, t.deps.db, {
      timeZone: 'Europe/London',
      businessName: 'Thames Vets',
    }));
    ({ clinicId: losAngeles } = await registerBusiness(t.app, t.deps.db, {
      timeZone: 'America/Los_Angeles',
      businessName: 'Sunset Vets',
      city: 'Los Angeles',
    }));
    owner = await registerOwnerWithPet(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  async function tryBooking(clinicId: string, date: string, time: string) {
    const timeSlotId = await addSlot(t.deps.db, clinicId, { date, startTime: time });
    return postBooking(t.app, owner, { clinicId, timeSlotId, date, time });
  }
  const expectRefused = (res: request.Response, text: string) => {
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body).error).toBe(text);
  };
  const expectBooked = (res: request.Response) => {
    expect(res.status).toBe(201);
    ownerAppointmentSchema.parse(res.body);
  };

  it('when it is 18:30 in London and 10:30 in Los Angeles, then noon is past in London only', async () => {
    clock.set('2025-06-10T17:30:00Z');
    expectRefused(await tryBooking(london, '2025-06-10', '12:00'), SLOT_PAST_TEXT);
    expectBooked(await tryBooking(losAngeles, '2025-06-10', '12:00'));
  });

  it('when London has passed midnight but Los Angeles has not, then the day and the window edge follow each clinic', async () => {
    clock.set('2025-06-10T23:30:00Z'); // London 11 June 00:30, Los Angeles 10 June 16:30
    expectRefused(await tryBooking(london, '2025-06-10', '17:00'), SLOT_PAST_TEXT);
    expectBooked(await tryBooking(losAngeles, '2025-06-10', '17:00'));
    expectBooked(await tryBooking(london, '2025-08-10', '09:00'));
    expectRefused(await tryBooking(losAngeles, '2025-08-10', '09:00'), SLOT_OUTSIDE_WINDOW_TEXT);
  });

  it('when it is 03:30 on the Los Angeles spring-forward morning, then 03:00 is past and 04:00 is bookable', async () => {
    clock.set('2025-03-09T10:30:00Z'); // 03:30 PDT; a fixed -08:00 would call it 02:30
    expectRefused(await tryBooking(losAngeles, '2025-03-09', '03:00'), SLOT_PAST_TEXT);
    expectBooked(await tryBooking(losAngeles, '2025-03-09', '04:00'));
  });

  it('when it is 09:30 GMT on the London fall-back day, then 10:00 is still bookable and 09:00 is past', async () => {
    clock.set('2025-10-26T09:30:00Z'); // 09:30 GMT; a stale +01:00 would call it 10:30
    expectBooked(await tryBooking(london, '2025-10-26', '10:00'));
    expectRefused(await tryBooking(london, '2025-10-26', '09:00'), SLOT_PAST_TEXT);
  });

  it('when the calendar file of a Los Angeles booking is read, then it starts in that zone', async () => {
    clock.set('2025-06-10T17:30:00Z');
    const booked = ownerAppointmentSchema.parse(
      (await tryBooking(losAngeles, '2025-06-12', '08:15')).body,
    );
    const res = await request(t.app)
      .get(`/api/appointments/${booked.id}/calendar.ics`)
      .set(bearer(owner.account.token));
    expect(res.text).toContain('DTSTART;TZID=America/Los_Angeles:20250612T081500\r\n');
    expect(res.text).toContain('TZOFFSETTO:-0700\r\n');
  });
});
