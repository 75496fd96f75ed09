import ICAL from 'ical.js';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedSchema, errorBodySchema, ownerAppointmentSchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, type TestAccount, type TestApp } from '../../test-support/test-app';
import {
  createBookingScene,
  postBooking,
  type OwnerWithPet,
} from '../appointments/test-support/booking-scene';
import { addSlot, manualClock } from '../appointments/test-support/booking-fixtures';

const clock = manualClock('2030-04-01T09:00:00Z');

/** The UIDs and summaries of a feed, read with a real iCalendar parser. */
function eventsOf(text: string): Array<{ uid: string; summary: string }> {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return { uid: event.uid, summary: event.summary };
  });
}

describe('subscribable calendar feeds', () => {
  let t: TestApp;
  let business: TestAccount;
  let otherBusiness: TestAccount;
  let clinicId: string;
  let otherClinicId: string;
  let owner: OwnerWithPet;
  let secondOwner: OwnerWithPet;
  const visits: Record<string, string> = {};

  const feedPath = (url: string) => new URL(url).pathname;
  const makeFeed = async (token: string) =>
    calendarFeedSchema.parse(
      (await request(t.app).post('/api/calendar/feed').set(bearer(token)).expect(200)).body,
    );
  async function book(who: OwnerWithPet, atClinic: string, date: string, time: string) {
    const timeSlotId = await addSlot(t.deps.db, atClinic, { date, startTime: time, duration: 30 });
    const res = await postBooking(t.app, who, { clinicId: atClinic, timeSlotId, date, time });
    expect(res.status).toBe(201);
    return ownerAppointmentSchema.parse(res.body).id;
  }

  beforeAll(async () => {
    ({ t, business, otherBusiness, clinicId, otherClinicId, owner, secondOwner } =
      await createBookingScene(clock.now));
    visits.upcoming = await book(owner, clinicId, '2030-04-10', '10:00');
    visits.elsewhere = await book(owner, otherClinicId, '2030-04-11', '11:00');
    visits.cancelled = await book(owner, clinicId, '2030-04-12', '12:00');
    await t.deps.db
      .update(schema.appointments)
      .set({ status: 'cancelled' })
      .where(eq(schema.appointments.id, visits.cancelled));
    visits.past = await book(owner, clinicId, '2030-04-02', '09:00');
    visits.someoneElse = await book(secondOwner, clinicId, '2030-04-10', '11:00');
    // The clock moves on: the visit of 2 April has happened.
    clock.set('2030-04-03T09:00:00Z');
  });
  afterAll(async () => {
    await t.close();
  });

  it('when an owner subscribes, then the feed lists their live visits still ahead, and no one else’s', async () => {
    expect(
      (await request(t.app).get('/api/calendar/feed').set(bearer(owner.account.token))).body,
    ).toEqual({ url: null });
    const { url } = await makeFeed(owner.account.token);
    // Without PUBLIC_URL: the address the server listens on (all interfaces: localhost).
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{64}\.ics$/);
    const again = await request(t.app).get('/api/calendar/feed').set(bearer(owner.account.token));
    // The same address again (supertest serves each request on a port of its own).
    expect(feedPath(calendarFeedSchema.parse(again.body).url!)).toBe(feedPath(url!));

    const res = await request(t.app).get(feedPath(url!)).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const events = eventsOf(res.text);
    expect(events.map((event) => event.uid).sort()).toEqual(
      [`${visits.upcoming}@petvet`, `${visits.elsewhere}@petvet`].sort(),
    );
    expect(events.find((e) => e.uid === `${visits.upcoming}@petvet`)?.summary).toBe(
      'Consultation for Rex at Camden Animal Clinic',
    );
  });

  it('when a clinic subscribes, then its feed lists its own appointments with the pet and owner, not another clinic’s', async () => {
    const { url } = await makeFeed(business.token);
    const events = eventsOf((await request(t.app).get(feedPath(url!)).expect(200)).text);
    expect(events.map((event) => event.uid).sort()).toEqual(
      [`${visits.upcoming}@petvet`, `${visits.someoneElse}@petvet`].sort(),
    );
    expect(events.map((event) => event.summary)).toContain('Consultation: Tom (Olivia Owner)');
    const other = await makeFeed(otherBusiness.token);
    const theirs = eventsOf((await request(t.app).get(feedPath(other.url!)).expect(200)).text);
    expect(theirs.map((event) => event.uid)).toEqual([`${visits.elsewhere}@petvet`]);
  });

  it('when the address is replaced, then the old one answers 404 and the new one works; when revoked, then 404 and none is shown', async () => {
    const first = await makeFeed(secondOwner.account.token);
    const second = await makeFeed(secondOwner.account.token);
    expect(second.url).not.toBe(first.url);
    const gone = await request(t.app).get(feedPath(first.url!)).expect(404);
    expect(errorBodySchema.parse(gone.body).error).toBe('Calendar not found');
    await request(t.app).get(feedPath(second.url!)).expect(200);

    await request(t.app)
      .delete('/api/calendar/feed')
      .set(bearer(secondOwner.account.token))
      .expect(204);
    await request(t.app).get(feedPath(second.url!)).expect(404);
    const now = await request(t.app)
      .get('/api/calendar/feed')
      .set(bearer(secondOwner.account.token));
    expect(now.body).toEqual({ url: null });
  });

  it('when a token is unknown, malformed or not an .ics address, then 404', async () => {
    for (const path of [
      `/api/calendar/${'a'.repeat(32)}${'B'.repeat(32)}.ics`,
      '/api/calendar/not-a-token.ics',
      '/api/calendar/..%2f..%2fetc.ics',
      '/api/calendar/nothing',
    ]) {
      const res = await request(t.app).get(path);
      expect(res.status, path).toBe(404);
      expect(errorBodySchema.parse(res.body).code).toBe('NOT_FOUND');
    }
  });

  it('when a feed is stored, then only a hash of its token is kept', async () => {
    const { url } = await makeFeed(owner.account.token);
    const token = /\/([^/]+)\.ics$/.exec(url!)![1]!;
    const rows = await t.deps.db.select().from(schema.calendarFeeds);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token.slice(32));
  });

  it('when signed out, then the address cannot be read, made or revoked', async () => {
    await request(t.app).get('/api/calendar/feed').expect(401);
    await request(t.app).post('/api/calendar/feed').expect(401);
    await request(t.app).delete('/api/calendar/feed').expect(401);
  });
});
