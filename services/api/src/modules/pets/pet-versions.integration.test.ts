import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorBodySchema,
  etagOf,
  petListSchema,
  petSchema,
  STALE_VERSION_TEXT,
} from '@petvet/shared';
import {
  bearer,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from '../../test-support/test-app';

// Setup: an owner's dog with a penicillin allergy on file, edited from two tabs and by a script.
const NOTES = 'Allergic to penicillin';
const REX = {
  name: 'Rex',
  species: 'Dog',
  breed: 'Collie',
  age: 4,
  weight: 21.5,
  medicalNotes: NOTES,
};

describe('pet versions (ETag / If-Match)', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerAccount(t.app, 'pet_owner');
  });
  afterAll(async () => {
    await t.close();
  });

  const newPet = async () => {
    const res = await request(t.app).post('/api/users/pets').set(bearer(owner.token)).send(REX);
    expect(res.status).toBe(201);
    return petSchema.parse(res.body);
  };
  const read = async (id: string) => {
    const res = await request(t.app).get(`/api/users/pets/${id}`).set(bearer(owner.token));
    expect(res.status).toBe(200);
    return { pet: petSchema.parse(res.body), etag: String(res.headers.etag) };
  };
  const put = (id: string, body: object, ifMatch?: string) => {
    const req = request(t.app).put(`/api/users/pets/${id}`).set(bearer(owner.token));
    return (ifMatch ? req.set('If-Match', ifMatch) : req).send(body);
  };

  it('when a PUT sends only name and species, then breed, age, weight and notes are kept', async () => {
    const pet = await newPet();
    const res = await put(pet.id, { name: 'Rexy', species: 'Dog' });
    expect(res.status).toBe(200);
    expect(petSchema.parse(res.body)).toMatchObject({ ...REX, name: 'Rexy' });
    expect((await read(pet.id)).pet.medicalNotes).toBe(NOTES);
  });

  it('when a PUT sends null or an empty text for a field, then that field is cleared', async () => {
    const pet = await newPet();
    const res = await put(pet.id, { name: 'Rex', species: 'Dog', breed: '', weight: null });
    expect(petSchema.parse(res.body)).toMatchObject({ breed: null, weight: null, age: 4 });
  });

  it('when a pet is read, then its ETag is the version in the list and the single read', async () => {
    const pet = await newPet();
    const { pet: single, etag } = await read(pet.id);
    const list = petListSchema.parse(
      (await request(t.app).get('/api/users/pets').set(bearer(owner.token))).body,
    );
    const listed = list.find((item) => item.id === pet.id);
    expect(etag).toBe(etagOf(String(single.version)));
    expect(listed?.version).toBe(single.version);
  });

  it('when If-Match names the current version, then the PUT answers 200 with a new ETag', async () => {
    const pet = await newPet();
    const { etag } = await read(pet.id);
    const res = await put(pet.id, { ...REX, weight: 22 }, etag);
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeDefined();
    expect(res.headers.etag).not.toBe(etag);
    expect(res.headers.etag).toBe(etagOf(String(petSchema.parse(res.body).version)));
  });

  it('when If-Match names an older version, then 412 PRECONDITION_FAILED and nothing is written', async () => {
    const pet = await newPet();
    const { etag: first } = await read(pet.id);
    expect((await put(pet.id, { ...REX, breed: 'Border Collie' }, first)).status).toBe(200);
    const stale = await put(pet.id, { ...REX, medicalNotes: 'second tab' }, first);
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body)).toMatchObject({
      code: 'PRECONDITION_FAILED',
      error: STALE_VERSION_TEXT,
    });
    expect((await read(pet.id)).pet).toMatchObject({ breed: 'Border Collie', medicalNotes: NOTES });
  });

  it('when If-Match is not a version at all, then 412 rather than a server error', async () => {
    const pet = await newPet();
    expect((await put(pet.id, REX, 'garbage')).status).toBe(412);
    expect((await put(pet.id, REX, '"-1"')).status).toBe(412);
  });

  it('when 10 one-field edits race from the same read, then exactly 1 wins and 9 answer 412', async () => {
    const pet = await newPet();
    const { etag } = await read(pet.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => put(pet.id, { ...REX, age: 10 + i }, etag)),
    );
    const statuses = answers.map((res) => res.status).sort();
    const count = (status: number) => statuses.filter((s) => s === status).length;
    console.info(
      `[lost updates] 10 concurrent one-field pet edits from one read: ${count(200)} × 200, ${count(412)} × 412`,
    );
    expect(statuses).toEqual([200, ...Array<number>(9).fill(412)]);
    const winner = answers.find((res) => res.status === 200);
    expect((await read(pet.id)).pet.age).toBe(petSchema.parse(winner?.body).age);
  });

  it('when a DELETE carries a stale If-Match, then 412 and the pet stays; the current one deletes it', async () => {
    const pet = await newPet();
    const { etag } = await read(pet.id);
    expect((await put(pet.id, { ...REX, age: 5 }, etag)).status).toBe(200);
    const del = (ifMatch: string) =>
      request(t.app)
        .delete(`/api/users/pets/${pet.id}`)
        .set(bearer(owner.token))
        .set('If-Match', ifMatch);
    expect((await del(etag)).status).toBe(412);
    const { etag: current } = await read(pet.id);
    expect((await del(current)).status).toBe(204);
  });

  it('when a client sends no If-Match, then the PUT still applies (API clients that do not send it)', async () => {
    const pet = await newPet();
    await put(pet.id, { ...REX, age: 6 });
    expect((await put(pet.id, { ...REX, age: 7 })).status).toBe(200);
  });
});
