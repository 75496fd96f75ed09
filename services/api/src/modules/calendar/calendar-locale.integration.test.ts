import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedSchema, ownerAppointmentSchema, type Locale } from '@petvet/shared';
import { bearer } from '../../test-support/test-app';
import {
  addSlot,
  manualClock,
  registerOwnerWithPet,
} from '../appointments/test-support/booking-fixtures';
import {
  createBookingScene,
  postBooking,
  type BookingScene,
  type OwnerWithPet,
} from '../appointments/test-support/booking-scene';

const clock = manualClock('2030-04-01T09:00:00Z');

/** A feed's name and its events' words, read with a real iCalendar parser. */
function feedOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return { uid: event.uid, summary: event.summary, description: event.description };
    }),
  };
}

describe("calendar files and feeds in their reader's language", () => {
  let scene: BookingScene;
  beforeAll(async () => {
    scene = await createBookingScene(clock.now);
  });
  afterAll(async () => {
    await scene.t.close();
  });

  const speak = async (token: string, locale: Locale) => {
    const set = await request(scene.t.app)
      .patch('/api/account')
      .set(bearer(token))
      .send({ locale });
    expect(set.status).toBe(200);
  };
  let nextHour = 9;
  /** A visit still ahead at Camden Animal Clinic, awaiting the clinic's confirmation. */
  const book = async (who: OwnerWithPet) => {
    const time = `${String(nextHour++).padStart(2, '0')}:00`;
    const timeSlotId = await addSlot(scene.t.deps.db, scene.clinicId, {
      date: '2030-04-10',
      startTime: time,
    });
    const res = await postBooking(scene.t.app, who, {
      clinicId: scene.clinicId,
      timeSlotId,
      date: '2030-04-10',
      time,
    });
    expect(res.status).toBe(201);
    const visit = ownerAppointmentSchema.parse(res.body);
    expect(visit.status).toBe('pending');
    return visit.id;
  };
  const download = (id: string, token: string) =>
    request(scene.t.app).get(`/api/appointments/${id}/calendar.ics`).set(bearer(token)).expect(200);
  const feedOfAccount = async (token: string) => {
    const made = await request(scene.t.app)
      .post('/api/calendar/feed')
      .set(bearer(token))
      .expect(200);
    const { url } = calendarFeedSchema.parse(made.body);
    return feedOf((await request(scene.t.app).get(new URL(url!).pathname).expect(200)).text);
  };

  it("when a German owner downloads a visit's calendar file, then its title is German; an English owner's is as before", async () => {
    const { owner, secondOwner } = scene;
    await speak(owner.account.token, 'de');
    const german = await download(await book(owner), owner.account.token);
    expect(german.text).toContain('SUMMARY:Consultation für Rex bei Camden Animal Clinic\r\n');
    expect(german.text).not.toContain(' for Rex');

    const english = await download(await book(secondOwner), secondOwner.account.token);
    expect(english.text).toContain('SUMMARY:Consultation for Tom at Camden Animal Clinic\r\n');
  });

  it('when a French owner subscribes, then the calendar name, the titles and the note of a visit awaiting confirmation are French', async () => {
    const french = await registerOwnerWithPet(scene.t.app, { name: 'Mimi', species: 'Cat' });
    await speak(french.account.token, 'fr');
    const id = await book(french);
    const feed = await feedOfAccount(french.account.token);
    expect(feed.name).toBe('PetVet : Olivia Owner');
    expect(feed.events).toEqual([
      {
        uid: `${id}@petvet`,
        summary: 'Consultation pour Mimi chez Camden Animal Clinic',
        description: 'En attente de confirmation par la clinique.',
      },
    ]);
  });

  it("when the clinic's staff member speaks German, then the clinic feed is German; an English owner's feed reads as before", async () => {
    await speak(scene.business.token, 'de');
    const clinic = await feedOfAccount(scene.business.token);
    expect(clinic.name).toBe('PetVet: Victor Vet');
    expect(clinic.events.map((event) => event.description)).toContain(
      'Wartet auf Bestätigung durch die Praxis.',
    );
    expect(clinic.events.map((event) => event.summary)).toContain(
      'Consultation: Tom (Olivia Owner)',
    );

    const english = await feedOfAccount(scene.secondOwner.account.token);
    expect(english.name).toBe('PetVet: Olivia Owner');
    expect(english.events.map(({ summary, description }) => ({ summary, description }))).toEqual([
      {
        summary: 'Consultation for Tom at Camden Animal Clinic',
        description: 'Awaiting confirmation by the clinic.',
      },
    ]);
  });
});
