import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { petListSchema, petSchema, vaccinationListSchema } from '@petvet/shared';
import {
  bearer,
  createPet,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from '../../test-support/test-app';

// The clock: 10:00 UTC on 15 June 2026 (11:00 in London); 30 days on is 15 July.
const NOW = new Date('2026-06-15T10:00:00Z');

describe('vaccination status on the day asked', () => {
  let t: TestApp;
  let owner: TestAccount;

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    owner = await registerAccount(t.app, 'pet_owner');
  });
  afterAll(async () => {
    await t.close();
  });

  const vaccinate = async (
    petId: string,
    vaccineName: string,
    dateGiven: string,
    nextDueDate?: string,
  ) => {
    const res = await request(t.app)
      .post(`/api/users/pets/${petId}/vaccinations`)
      .set(bearer(owner.token))
      .send({ vaccineName, dateGiven, nextDueDate });
    expect(res.status).toBe(201);
    return res.body as { status: string };
  };
  const statuses = async (petId: string) =>
    Object.fromEntries(
      vaccinationListSchema
        .parse(
          (
            await request(t.app)
              .get(`/api/users/pets/${petId}/vaccinations`)
              .set(bearer(owner.token))
          ).body,
        )
        .map((v) => [`${v.vaccineName} ${v.dateGiven}`, v.status]),
    );
  const petStatus = async (petId: string) =>
    petSchema.parse(
      (await request(t.app).get(`/api/users/pets/${petId}`).set(bearer(owner.token))).body,
    ).vaccinationStatus;

  it('when the next due date is yesterday, today, 30 days or 31 days away, or absent, then overdue, due soon, due soon, up to date, up to date', async () => {
    const petId = await createPet(t.app, owner.token);
    await vaccinate(petId, 'A', '2025-06-14', '2026-06-14');
    await vaccinate(petId, 'B', '2025-06-15', '2026-06-15');
    await vaccinate(petId, 'C', '2025-07-15', '2026-07-15');
    await vaccinate(petId, 'D', '2025-07-16', '2026-07-16');
    await vaccinate(petId, 'E', '2025-01-01');
    expect(await statuses(petId)).toEqual({
      'A 2025-06-14': 'overdue',
      'B 2025-06-15': 'due_soon',
      'C 2025-07-15': 'due_soon',
      'D 2025-07-16': 'up_to_date',
      'E 2025-01-01': 'up_to_date',
    });
  });

  it('when a vaccination is added, then its answer carries its status', async () => {
    const petId = await createPet(t.app, owner.token);
    expect((await vaccinate(petId, 'Rabies', '2025-06-01', '2026-06-01')).status).toBe('overdue');
  });

  it('when an overdue dose was followed by a later dose of the same vaccine, then the old one counts as renewed', async () => {
    const petId = await createPet(t.app, owner.token);
    await vaccinate(petId, 'Rabies', '2024-05-01', '2025-05-01');
    await vaccinate(petId, ' rabies ', '2025-06-01', '2026-06-01');
    expect(await statuses(petId)).toMatchObject({ 'Rabies 2024-05-01': 'up_to_date' });
    expect(await petStatus(petId)).toBe('overdue');
    await vaccinate(petId, 'RABIES', '2026-06-10', '2027-06-10');
    expect(await statuses(petId)).toEqual({
      'Rabies 2024-05-01': 'up_to_date',
      'rabies 2025-06-01': 'up_to_date',
      'RABIES 2026-06-10': 'up_to_date',
    });
    expect(await petStatus(petId)).toBe('up_to_date');
  });

  it('when the pets are listed, then each carries the most urgent status of its vaccinations, or none without any', async () => {
    const soon = await createPet(t.app, owner.token, { name: 'Soon', species: 'Dog' });
    await vaccinate(soon, 'Lepto', '2025-07-01', '2026-07-01');
    await vaccinate(soon, 'Rabies', '2025-01-01', '2028-01-01');
    const none = await createPet(t.app, owner.token, { name: 'None', species: 'Cat' });
    const pets = petListSchema.parse(
      (await request(t.app).get('/api/users/pets').set(bearer(owner.token))).body,
    );
    const byId = new Map(pets.map((p) => [p.id, p.vaccinationStatus]));
    expect(byId.get(soon)).toBe('due_soon');
    expect(byId.get(none)).toBeNull();
  });
});
