import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, PET_CONDITION_TOO_LONG_TEXT, petSchema } from '@petvet/shared';
import {
  bearer,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from '../../test-support/test-app';

describe('allergies and chronic conditions on the pet', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerAccount(t.app, 'pet_owner');
  });
  afterAll(async () => {
    await t.close();
  });

  const add = (body: object) =>
    request(t.app).post('/api/users/pets').set(bearer(owner.token)).send(body);
  const put = (id: string, body: object) =>
    request(t.app).put(`/api/users/pets/${id}`).set(bearer(owner.token)).send(body);

  it('when a pet is added with allergies and conditions, then they are trimmed, blanks dropped and repeats kept once', async () => {
    const res = await add({
      name: 'Bella',
      species: 'Dog',
      allergies: [' Penicillin ', 'penicillin', '', 'Chicken'],
      chronicConditions: ['Arthritis'],
    });
    expect(res.status).toBe(201);
    expect(petSchema.parse(res.body)).toMatchObject({
      allergies: ['Penicillin', 'Chicken'],
      chronicConditions: ['Arthritis'],
    });
  });

  it('when a PUT leaves the lists out, then they are kept; null or [] clears one', async () => {
    const pet = petSchema.parse(
      (
        await add({
          name: 'Rex',
          species: 'Dog',
          allergies: ['Beef'],
          chronicConditions: ['Epilepsy'],
        })
      ).body,
    );
    expect(
      petSchema.parse((await put(pet.id, { name: 'Rex', species: 'Dog' })).body),
    ).toMatchObject({
      allergies: ['Beef'],
      chronicConditions: ['Epilepsy'],
    });
    const cleared = await put(pet.id, {
      name: 'Rex',
      species: 'Dog',
      allergies: null,
      chronicConditions: [],
    });
    expect(petSchema.parse(cleared.body)).toMatchObject({ allergies: [], chronicConditions: [] });
  });

  it('when a list has 21 entries, an entry is too long or is not a list, then 400 says so', async () => {
    const expect400 = async (body: object, text: string) => {
      const res = await add({ name: 'Max', species: 'Dog', ...body });
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).error).toBe(text);
    };
    await expect400(
      { allergies: Array.from({ length: 21 }, (_, i) => `Allergy ${i}`) },
      'allergies must have at most 20 item(s)',
    );
    await expect400({ chronicConditions: ['x'.repeat(101)] }, PET_CONDITION_TOO_LONG_TEXT);
    await expect400({ allergies: 'Penicillin' }, 'allergies must be a list');
  });
});
