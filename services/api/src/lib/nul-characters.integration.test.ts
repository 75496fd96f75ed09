import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@petvet/shared';
import { expectError } from '../test-support/expect-error';
import {
  bearer,
  createTestApp,
  registerAccount,
  type TestAccount,
  type TestApp,
} from '../test-support/test-app';
import { NUL_CHARACTER_TEXT } from './validate';

describe('NUL characters in requests', () => {
  let t: TestApp;
  let owner: TestAccount;
  let business: TestAccount;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await registerAccount(t.app, 'pet_owner');
    business = await registerAccount(t.app, 'vet_business');
  });
  afterAll(async () => {
    await t.close();
  });

  const refusedAt = (res: request.Response, path: string) => {
    expectError(res, 400, NUL_CHARACTER_TEXT);
    const body = errorBodySchema.parse(res.body);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details?.[0]?.path).toBe(path);
  };

  it('when a body text field holds a NUL, then it answers 400 naming the field', async () => {
    const res = await request(t.app)
      .post('/api/users/pets')
      .set(bearer(owner.token))
      .send({ name: 'Re\u0000x', species: 'Dog' });
    refusedAt(res, 'name');
  });

  it('when a NUL hides deep in a body, in a list or in a key, then it answers 400 naming where', async () => {
    const profile = (body: Record<string, unknown>) =>
      request(t.app).put('/api/vet-business/profile').set(bearer(business.token)).send(body);
    refusedAt(
      await profile({ businessName: 'Vets', services: ['Dental', 'X-ray\u0000'] }),
      'services.1',
    );
    refusedAt(await profile({ businessName: 'Vets', ['extra\u0000']: 1 }), 'extra\u0000');
  });

  it('when a query value holds an escaped NUL, then it answers 400 naming the query field', async () => {
    refusedAt(await request(t.app).get('/api/vets?city=Lon%00don'), 'query.city');
    refusedAt(
      await request(t.app).get('/api/global-practices/search?location=a%00b'),
      'query.location',
    );
  });

  it('when a path parameter holds an escaped NUL, then it answers 400', async () => {
    refusedAt(await request(t.app).get('/api/vets/%00'), 'path');
    refusedAt(
      await request(t.app).delete('/api/users/pets/ab%00cd').set(bearer(owner.token)),
      'path',
    );
  });

  it('when a body nests 200,000 levels deep, then it is checked without running out of stack', async () => {
    const depth = 200_000;
    const res = await request(t.app)
      .post('/api/users/pets')
      .set(bearer(owner.token))
      .set('content-type', 'application/json')
      .send(
        `{"name":"Rex","species":"Dog","notes":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`,
      );
    expectError(res, 400, NUL_CHARACTER_TEXT);
  });

  it('when text holds other control characters or a lone surrogate, then it is stored as sent', async () => {
    const res = await request(t.app)
      .post('/api/users/pets')
      .set(bearer(owner.token))
      .send({ name: 'Rex\u0001\u001f', species: 'Dog', breed: 'x\uD800y', medicalNotes: 'a\r\nb' });
    expect(res.status).toBe(201);
  });
});
