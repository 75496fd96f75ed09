import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessPriceListSchema, errorBodySchema, etagOf } from '@petvet/shared';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { camdenVets, mapService, type PriceListScene } from './test-support/price-list-scene';

// Setup: Camden Vets' manager maps the cat spay while a colleague's tab, read earlier, maps it too.
describe('price list versions (If-Match on PUT)', () => {
  let t: TestApp;
  let scene: PriceListScene;

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-20T10:00:00Z') });
    scene = await camdenVets(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const catSpay = async () => {
    const res = await request(t.app)
      .get('/api/vet-business/price-list')
      .set(bearer(scene.clinic.token));
    return businessPriceListSchema.parse(res.body).services.find((s) => s.name === 'Cat spay');
  };
  const mapAt = (body: object, version: string) =>
    request(t.app)
      .put(`/api/vet-business/price-list/${scene.service['Cat spay']}`)
      .set(bearer(scene.clinic.token))
      .set('If-Match', etagOf(version))
      .send(body);

  it('when the mapping is saved from an older read, then 412 and the newer mapping stays; from the current read it saves', async () => {
    const old = String((await catSpay())?.version);
    const first = await mapAt({ standardService: 'spay-traditional', band: 'cat' }, old);
    expect(first.status).toBe(200);
    const stale = await mapAt({ standardService: 'spay-laparoscopic', band: 'dog_small' }, old);
    expect(stale.status).toBe(412);
    expect(errorBodySchema.parse(stale.body).code).toBe('PRECONDITION_FAILED');
    expect(await catSpay()).toMatchObject({ standardService: 'spay-traditional', band: 'cat' });
    const current = String((await catSpay())?.version);
    const again = await mapAt({ standardService: 'spay-traditional', band: 'any' }, current);
    expect(again.status).toBe(200);
    expect(await catSpay()).toMatchObject({ band: 'any' });
  });

  it('when a service edit in the services tab came in between, then the price list read before it is stale too', async () => {
    const old = String((await catSpay())?.version);
    const repriced = await request(t.app)
      .put(`/api/services/${scene.service['Cat spay']}`)
      .set(bearer(scene.clinic.token))
      .send({ categoryId: scene.categoryId, name: 'Cat spay', price: 95, duration: 60 });
    expect(repriced.body).toMatchObject({ price: 95 });
    expect((await mapAt({ standardService: 'spay-traditional', band: 'cat' }, old)).status).toBe(
      412,
    );
  });

  it('when no If-Match is sent, then the mapping saves as before; an unknown service is still 404', async () => {
    const res = await mapService(t.app, scene, 'Cat spay', {
      standardService: 'spay-traditional',
      band: 'cat',
    });
    expect(res.status).toBe(200);
    const unknown = await request(t.app)
      .put('/api/vet-business/price-list/00000000-0000-4000-8000-000000000000')
      .set(bearer(scene.clinic.token))
      .set('If-Match', etagOf('1'))
      .send({ standardService: 'spay-traditional', band: 'cat' });
    expect(unknown.status).toBe(404);
  });
});
