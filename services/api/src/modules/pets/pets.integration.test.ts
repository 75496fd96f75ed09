import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, petListSchema, petSchema } from '@petvet/shared';
import {
  bearer,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from '../../test-support/test-app';

describe('pets', () => {
  let t: TestApp;
  let owner: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerAccount(t.app, 'pet_owner');
    other = await registerAccount(t.app, 'pet_owner');
  });
  afterAll(async () => {
    await t.close();
  });

  const createPet = (token: string, body: Record<string, unknown>) =>
    request(t.app).post('/api/users/pets').set(bearer(token)).send(body);

  const expectInvalid = async (body: Record<string, unknown>, text: string) => {
    const res = await createPet(owner.token, body);
    expect(res.status).toBe(400);
    const error = errorBodySchema.parse(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toBe(text);
  };

  it('when an owner adds a pet with every field, then it reads back with the same values', async () => {
    const res = await createPet(owner.token, {
      name: ' Rex ',
      species: 'Dog',
      breed: 'Labrador',
      age: 4,
      weight: 31.5,
      gender: 'Neutered Male',
      medicalNotes: 'Allergic to chicken',
    });
    expect(res.status).toBe(201);
    const pet = petSchema.parse(res.body);
    expect(pet).toMatchObject({
      name: 'Rex',
      species: 'Dog',
      breed: 'Labrador',
      age: 4,
      weight: 31.5,
      gender: 'Neutered Male',
      medicalNotes: 'Allergic to chicken',
    });

    const list = petListSchema.parse(
      (await request(t.app).get('/api/users/pets').set(bearer(owner.token))).body,
    );
    expect(list.map((p) => p.id)).toContain(pet.id);
  });

  it('when only name and species are sent, or age and weight are null or blank, then the rest reads back null', async () => {
    for (const body of [
      { name: 'Tom', species: 'Cat' },
      { name: 'Tom', species: 'Cat', age: null, weight: null, gender: '', breed: '' },
    ]) {
      const res = await createPet(owner.token, body);
      expect(res.status).toBe(201);
      expect(petSchema.parse(res.body)).toMatchObject({
        breed: null,
        age: null,
        weight: null,
        gender: null,
        medicalNotes: null,
      });
    }
  });

  it('when the booking-side genders and a zero age and weight are sent, then they are accepted', async () => {
    const res = await createPet(owner.token, {
      name: 'Kiwi',
      species: 'Bird',
      gender: 'Female',
      age: 0,
      weight: 0,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ gender: 'Female', age: 0, weight: 0 });
  });

  it('when required fields are missing or blank, then 400 names the field', async () => {
    await expectInvalid({ species: 'Dog' }, 'name is required');
    await expectInvalid({ name: '   ', species: 'Dog' }, 'name is required');
    await expectInvalid({ name: 'Rex' }, 'species is required');
    await expectInvalid({ name: 'Rex', species: '' }, 'species is required');
  });

  it('when age or weight is out of range or too precise, then 400 explains it', async () => {
    await expectInvalid({ name: 'Rex', species: 'Dog', age: 51 }, 'age must be at most 50');
    await expectInvalid({ name: 'Rex', species: 'Dog', age: -1 }, 'age must be at least 0');
    await expectInvalid({ name: 'Rex', species: 'Dog', age: 2.5 }, 'age must be a whole number');
    await expectInvalid({ name: 'Rex', species: 'Dog', age: 'old' }, 'age must be a number');
    await expectInvalid({ name: 'Rex', species: 'Dog', weight: -0.1 }, 'weight must be at least 0');
    await expectInvalid(
      { name: 'Rex', species: 'Dog', weight: 12.34 },
      'weight must have at most one decimal place',
    );
    await expectInvalid(
      { name: 'Rex', species: 'Dog', gender: 'Unknown' },
      'gender must be one of: Male, Female, Neutered Male, Spayed Female',
    );
  });

  it('when an owner replaces a pet, then absent fields keep their value, null clears, and the change reads back', async () => {
    const created = petSchema.parse(
      (
        await createPet(owner.token, {
          name: 'Bun',
          species: 'Rabbit',
          breed: 'Lop',
          age: 2,
          weight: 1.8,
        })
      ).body,
    );
    const res = await request(t.app)
      .put(`/api/users/pets/${created.id}`)
      .set(bearer(owner.token))
      .send({ name: 'Bunny', species: 'Rabbit', weight: 2.1, age: null });
    expect(res.status).toBe(200);
    expect(petSchema.parse(res.body)).toEqual({
      id: created.id,
      name: 'Bunny',
      species: 'Rabbit',
      breed: 'Lop',
      age: null,
      weight: 2.1,
      gender: null,
      medicalNotes: null,
      allergies: [],
      chronicConditions: [],
      microchipNumber: null,
      vaccinationStatus: null,
      version: expect.any(String),
    });
    const invalid = await request(t.app)
      .put(`/api/users/pets/${created.id}`)
      .set(bearer(owner.token))
      .send({ name: 'Bunny', species: 'Rabbit', age: 60 });
    expect(invalid.status).toBe(400);
  });

  it('when a pet is deleted through either path, then it is gone and a second delete answers 404', async () => {
    for (const prefix of ['/api/users/pets', '/api/api/users/pets']) {
      const pet = petSchema.parse(
        (await createPet(owner.token, { name: 'Gone', species: 'Fish' })).body,
      );
      const res = await request(t.app).delete(`${prefix}/${pet.id}`).set(bearer(owner.token));
      expect(res.status).toBe(204);
      const again = await request(t.app).delete(`${prefix}/${pet.id}`).set(bearer(owner.token));
      expect(again.status).toBe(404);
      expect(errorBodySchema.parse(again.body).error).toBe('Pet not found');
      const list = petListSchema.parse(
        (await request(t.app).get('/api/users/pets').set(bearer(owner.token))).body,
      );
      expect(list.map((p) => p.id)).not.toContain(pet.id);
    }
  });

  it('when another owner reads, replaces or deletes the pet, then 404 and the pet is untouched', async () => {
    const pet = petSchema.parse(
      (await createPet(owner.token, { name: 'Mine', species: 'Dog' })).body,
    );
    const list = petListSchema.parse(
      (await request(t.app).get('/api/users/pets').set(bearer(other.token))).body,
    );
    expect(list.map((p) => p.id)).not.toContain(pet.id);
    const put = await request(t.app)
      .put(`/api/users/pets/${pet.id}`)
      .set(bearer(other.token))
      .send({ name: 'Stolen', species: 'Dog' });
    expect(put.status).toBe(404);
    expect(
      (await request(t.app).delete(`/api/users/pets/${pet.id}`).set(bearer(other.token))).status,
    ).toBe(404);
    expect(
      (await request(t.app).delete(`/api/api/users/pets/${pet.id}`).set(bearer(other.token)))
        .status,
    ).toBe(404);
    const mine = petListSchema.parse(
      (await request(t.app).get('/api/users/pets').set(bearer(owner.token))).body,
    );
    expect(mine.find((p) => p.id === pet.id)?.name).toBe('Mine');
  });

  it('when the pet id is not an id, then 400 rather than a server error', async () => {
    const res = await request(t.app)
      .put('/api/users/pets/not-an-id')
      .set(bearer(owner.token))
      .send({ name: 'A', species: 'Dog' });
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(res.body).code).toBe('VALIDATION_FAILED');
  });
});
