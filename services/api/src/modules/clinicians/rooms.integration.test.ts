import request from 'supertest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ROOM_IN_USE_TEXT,
  ROOM_NAME_REQUIRED_TEXT,
  ROOM_NAME_TOO_LONG_TEXT,
  ROOM_NOT_FOUND_TEXT,
  errorBodySchema,
  etagOf,
  roomSchema,
} from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import {
  createClinic,
  createService,
  type TestClinic,
} from '../business/test-support/clinic-fixtures';

// Setup: Camden Vets lists the rooms its services need: a theatre for surgery and an X-ray room.
describe('the clinic team: rooms', () => {
  let t: TestApp;
  let camden: TestClinic;
  const api = () => request(t.app);
  const list = async (token = camden.token) =>
    z
      .array(roomSchema)
      .parse((await api().get('/api/vet-business/rooms').set(bearer(token)).expect(200)).body);
  const add = (body: unknown, token = camden.token) =>
    api()
      .post('/api/vet-business/rooms')
      .set(bearer(token))
      .send(body as object);
  const rename = (id: string, body: unknown, version?: string) => {
    const req = api()
      .put(`/api/vet-business/rooms/${id}`)
      .set(bearer(camden.token))
      .send(body as object);
    return version === undefined ? req : req.set('If-Match', etagOf(version));
  };
  const remove = (id: string, version?: string) => {
    const req = api().delete(`/api/vet-business/rooms/${id}`).set(bearer(camden.token));
    return version === undefined ? req : req.set('If-Match', etagOf(version));
  };

  beforeAll(async () => {
    t = await createTestApp();
    camden = await createClinic(t.app, { businessName: 'Camden Vets' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('when rooms are added, then 201 answers each and the list shows them by name', async () => {
    expect(await list()).toEqual([]);
    const theatre = await add({ name: '  Theatre ' });
    expect(theatre.status).toBe(201);
    expect(roomSchema.strict().parse(theatre.body)).toEqual({
      id: expect.any(String),
      name: 'Theatre',
      version: expect.any(String),
    });
    await add({ name: 'Consulting room 2' });
    await add({ name: 'X-ray' });
    expect((await list()).map((room) => room.name)).toEqual([
      'Consulting room 2',
      'Theatre',
      'X-ray',
    ]);
  });

  it('when a room name is missing, blank or too long, then 400 with a sentence', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, ROOM_NAME_REQUIRED_TEXT],
      [{ name: '   ' }, ROOM_NAME_REQUIRED_TEXT],
      [{ name: 42 }, ROOM_NAME_REQUIRED_TEXT],
      [{ name: 'R'.repeat(61) }, ROOM_NAME_TOO_LONG_TEXT],
    ];
    for (const [body, text] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorBodySchema.parse(res.body)).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: text,
      });
    }
  });

  it('when a room is renamed from an older read, then 412 and the newer name stays; from the current read it is saved', async () => {
    const room = roomSchema.parse((await add({ name: 'Kennels' })).body);
    const first = await rename(room.id, { name: 'Kennels A' }, room.version);
    expect(first.status).toBe(200);
    const saved = roomSchema.parse(first.body);
    expect(first.headers.etag).toBe(etagOf(String(saved.version)));
    const stale = await rename(room.id, { name: 'Kennels B' }, room.version);
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body).code).toBe('PRECONDITION_FAILED');
    expect((await remove(room.id, room.version)).status).toBe(412);
    expect((await list()).find((r) => r.id === room.id)?.name).toBe('Kennels A');
    expect((await remove(room.id, saved.version)).status).toBe(204);
    expect((await list()).map((r) => r.id)).not.toContain(room.id);
  });

  it("when another clinic's room, an unknown or a malformed id is renamed or removed, then 404 Room not found", async () => {
    const other = await createClinic(t.app, { businessName: 'Other Vets' });
    const theirs = roomSchema.parse((await add({ name: 'Their theatre' }, other.token)).body).id;
    const gone = roomSchema.parse((await add({ name: 'Old store' })).body).id;
    await remove(gone);
    for (const id of [theirs, gone, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const renamed = await rename(id, { name: 'Mine' });
      expect(renamed.status, id).toBe(404);
      expect(errorBodySchema.parse(renamed.body).error).toBe(ROOM_NOT_FOUND_TEXT);
      expect((await remove(id)).status, id).toBe(404);
    }
    expect((await list(other.token)).map((r) => r.name)).toEqual(['Their theatre']);
  });

  it('when a room a service needs is removed, then 409 names the service and the room stays', async () => {
    const room = roomSchema.parse((await add({ name: 'Dental suite' })).body);
    const { serviceId } = await createService(t.app, camden.token, { name: 'Scale and polish' });
    // Which room a service needs is set by the service's own endpoint (another module).
    await t.deps.db
      .update(schema.services)
      .set({ roomId: room.id })
      .where(eq(schema.services.id, serviceId));
    const res = await remove(room.id);
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body)).toMatchObject({
      code: 'CONFLICT',
      error: ROOM_IN_USE_TEXT,
      details: [{ path: `services.${serviceId}`, message: 'Scale and polish' }],
    });
    expect((await list()).map((r) => r.id)).toContain(room.id);
  });
});
