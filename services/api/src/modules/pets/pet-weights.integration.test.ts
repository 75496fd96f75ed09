import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  etagOf,
  petSchema,
  WEIGHT_DATE_FUTURE_TEXT,
  weightEntryListSchema,
  weightEntrySchema,
} from '@petvet/shared';
import {
  bearer,
  createPet,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from '../../test-support/test-app';
import { PET_NOT_FOUND_TEXT } from './pets.service';

// The clock: 23:30 UTC on 14 June 2026 is already 15 June in London, the owners' calendar.
const NOW = new Date('2026-06-14T23:30:00Z');
const TODAY = '2026-06-15';

describe('a pet weight history', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    owner = await registerAccount(t.app, 'pet_owner');
    other = await registerAccount(t.app, 'pet_owner');
  });
  afterAll(async () => {
    await t.close();
  });

  const weights = (petId: string, token = owner.token) =>
    request(t.app).get(`/api/users/pets/${petId}/weights`).set(bearer(token));
  const weigh = (petId: string, body: object, token = owner.token) =>
    request(t.app).post(`/api/users/pets/${petId}/weights`).set(bearer(token)).send(body);
  const readPet = async (petId: string) => {
    const res = await request(t.app).get(`/api/users/pets/${petId}`).set(bearer(owner.token));
    return { pet: petSchema.parse(res.body), etag: String(res.headers.etag) };
  };
  const history = async (petId: string) =>
    weightEntryListSchema.parse((await weights(petId)).body).map((w) => [w.date, w.weight]);

  it('when a pet is added with a weight, then that weight is its first entry, dated today in the UK', async () => {
    const petId = await createPet(t.app, owner.token, {
      name: 'Rex',
      species: 'Dog',
      weight: 21.5,
    });
    expect(await history(petId)).toEqual([[TODAY, 21.5]]);
    const bare = await createPet(t.app, owner.token, { name: 'Tom', species: 'Cat' });
    expect(await history(bare)).toEqual([]);
  });

  it('when weights are added out of order, then the list is newest first and the pet weighs the latest dated one', async () => {
    const petId = await createPet(t.app, owner.token, { name: 'Bella', species: 'Dog' });
    const first = await weigh(petId, { date: '2026-03-01', weight: 20 });
    expect(first.status).toBe(201);
    expect(weightEntrySchema.parse(first.body)).toMatchObject({
      petId,
      date: '2026-03-01',
      weight: 20,
    });
    expect((await readPet(petId)).pet.weight).toBe(20);
    // An older weighing fills in the history; the pet still weighs what it weighed last.
    await weigh(petId, { date: '2026-01-15', weight: '18.4' });
    expect((await readPet(petId)).pet.weight).toBe(20);
    await weigh(petId, { date: '2026-05-02', weight: 22.1 });
    // Two weighings on one day: the one entered later is the latest.
    await weigh(petId, { date: '2026-05-02', weight: 22.3 });
    expect((await readPet(petId)).pet.weight).toBe(22.3);
    expect(await history(petId)).toEqual([
      ['2026-05-02', 22.3],
      ['2026-05-02', 22.1],
      ['2026-03-01', 20],
      ['2026-01-15', 18.4],
    ]);
  });

  it('when a weight is added, then the pet has a new version and an edit from before it answers 412', async () => {
    const petId = await createPet(t.app, owner.token, { name: 'Max', species: 'Dog', weight: 30 });
    const { etag } = await readPet(petId);
    await weigh(petId, { date: TODAY, weight: 29.5 });
    const stale = await request(t.app)
      .put(`/api/users/pets/${petId}`)
      .set(bearer(owner.token))
      .set('If-Match', etag)
      .send({ name: 'Max', species: 'Dog', weight: 30 });
    expect(stale.status).toBe(412);
    const { pet, etag: now } = await readPet(petId);
    expect(now).toBe(etagOf(String(pet.version)));
    expect(pet.weight).toBe(29.5);
  });

  it('when the pet form changes the weight, then an entry for today is added; saving the same weight adds none', async () => {
    const petId = await createPet(t.app, owner.token, { name: 'Luna', species: 'Cat', weight: 4 });
    const save = (weight: number) =>
      request(t.app)
        .put(`/api/users/pets/${petId}`)
        .set(bearer(owner.token))
        .send({ name: 'Luna', species: 'Cat', weight });
    expect((await save(4)).status).toBe(200);
    expect((await save(4.2)).status).toBe(200);
    expect(await history(petId)).toEqual([
      [TODAY, 4.2],
      [TODAY, 4],
    ]);
  });

  it('when a weight misses its date, is negative, has two decimals or is dated ahead, then 400 says which in field order', async () => {
    const petId = await createPet(t.app, owner.token, { name: 'Kiwi', species: 'Bird' });
    const expect400 = async (body: object, text: string) => {
      const res = await weigh(petId, body);
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).error).toBe(text);
    };
    await expect400({}, 'date is required');
    await expect400({ date: '2026-02-01' }, 'weight is required');
    await expect400({ date: '2026-02-01', weight: -1 }, 'weight must be at least 0');
    await expect400(
      { date: '2026-02-01', weight: 1.25 },
      'weight must have at most one decimal place',
    );
    await expect400({ date: '2099-02-01', weight: 1 }, WEIGHT_DATE_FUTURE_TEXT);
    expect(await history(petId)).toEqual([]);
  });

  it('when another owner reads or adds weights of the pet, then 404 and nothing is added', async () => {
    const petId = await createPet(t.app, owner.token, { name: 'Rex', species: 'Dog', weight: 10 });
    for (const res of [
      await weights(petId, other.token),
      await weigh(petId, { date: '2026-02-01', weight: 99 }, other.token),
    ]) {
      expect(res.status).toBe(404);
      expect(errorBodySchema.parse(res.body).error).toBe(PET_NOT_FOUND_TEXT);
    }
    expect(await history(petId)).toEqual([[TODAY, 10]]);
  });
});
