import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLINIC_NOT_FOUND_TEXT,
  PRICE_LIST_INCLUSIONS_ONLY_SURGICAL_TEXT,
  PRICE_LIST_TYPICAL_CASE_TEXT,
  PRICE_LIST_UNKNOWN_BAND_TEXT,
  PRICE_LIST_UNKNOWN_SERVICE_TEXT,
  SERVICE_NOT_FOUND_TEXT,
  STANDARD_GROUPS,
  STANDARD_SERVICES,
  businessPriceListSchema,
  publicPriceListSchema,
} from '@petvet/shared';
import { expectError } from '../../test-support/expect-error';
import { bearer, createTestApp, type TestApp } from '../../test-support/test-app';
import { openApiDocument } from '../docs/openapi-registry';
import { camdenVets, mapService, type PriceListScene } from './test-support/price-list-scene';

const AT = new Date('2026-11-20T10:00:00Z');

describe('a clinic publishes its standard price list', () => {
  let t: TestApp;
  let scene: PriceListScene;
  const businessList = async (token = scene.clinic.token) => {
    const res = await request(t.app).get('/api/vet-business/price-list').set(bearer(token));
    expect(res.status).toBe(200);
    return businessPriceListSchema.parse(res.body);
  };
  const publicList = async (vetId = scene.clinic.id) => {
    const res = await request(t.app).get(`/api/vets/${vetId}/price-list`);
    expect(res.status).toBe(200);
    return publicPriceListSchema.parse(res.body);
  };
  const standardPrices = (list: Awaited<ReturnType<typeof publicList>>, id: string) =>
    list.groups.flatMap((g) => g.services).find((s) => s.id === id)?.prices;

  beforeAll(async () => {
    t = await createTestApp({ now: () => AT });
    scene = await camdenVets(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('when the clinic opens its price list, then each service carries the mapping its name suggests, none is saved yet and every standard service is missing', async () => {
    const list = await businessList();
    const byName = Object.fromEntries(list.services.map((s) => [s.name, s]));
    expect(byName['Consultation']?.suggestion).toEqual({
      standardService: 'first-consultation',
      band: 'any',
    });
    expect(byName['Cat spay']?.suggestion).toEqual({
      standardService: 'spay-traditional',
      band: 'cat',
    });
    expect(byName['Lap spay (10-25 kg)']?.suggestion).toEqual({
      standardService: 'spay-laparoscopic',
      band: 'dog_medium',
    });
    expect(byName['Puppy party']?.suggestion.standardService).toBeNull();
    expect(list.services.every((s) => !s.mapped && s.standardService === null)).toBe(true);
    expect(list.missing).toHaveLength(STANDARD_SERVICES.length);
    expect(list.currency).toBe('GBP');
  });

  it('when services are mapped, then the public list shows their prices per band in the five groups, with inclusions, the statement and the date last changed', async () => {
    expect(
      (await mapService(t.app, scene, 'Consultation', { standardService: 'first-consultation' }))
        .status,
    ).toBe(200);
    expect(
      (
        await mapService(t.app, scene, 'Lap spay (10-25 kg)', {
          standardService: 'spay-laparoscopic',
          band: 'dog_medium',
          inclusions: ['pain relief', 'general anaesthesia or sedation', 'pain relief'],
        })
      ).status,
    ).toBe(200);
    const saved = await mapService(t.app, scene, 'Cat spay', {
      standardService: 'spay-traditional',
      band: 'cat',
      inclusions: [],
    });
    const business = businessPriceListSchema.parse(saved.body);
    expect(business.missing.map((m) => m.id)).not.toContain('spay-laparoscopic');
    expect(business.missing).toHaveLength(STANDARD_SERVICES.length - 3);
    expect(business.lastChanged).not.toBeNull();

    const list = await publicList();
    expect(list.groups.map((g) => g.name)).toEqual(STANDARD_GROUPS.map((g) => g.name));
    expect(list.statement).toBe(PRICE_LIST_TYPICAL_CASE_TEXT);
    expect(list.pricesIncludeVat).toBe(true);
    expect(list.clinicName).toBe('Camden Vets');
    expect(list.lastChanged).not.toBeNull();
    expect(standardPrices(list, 'first-consultation')).toEqual([
      { band: 'any', price: 45, duration: 15, serviceName: 'Consultation', inclusions: [] },
    ]);
    // Inclusions come back once each, in the list's order.
    expect(standardPrices(list, 'spay-laparoscopic')).toEqual([
      {
        band: 'dog_medium',
        price: 450,
        duration: 90,
        serviceName: 'Lap spay (10-25 kg)',
        inclusions: ['general anaesthesia or sedation', 'pain relief'],
      },
    ]);
    expect(standardPrices(list, 'spay-traditional')?.[0]?.band).toBe('cat');
    expect(standardPrices(list, 'x-ray')).toEqual([]);
    expect(list.otherServices.map((s) => s.name)).toEqual(['Puppy party']);
  });

  it('when a service is marked as outside the list, then it leaves the standard list and keeps its own name among the other services', async () => {
    const res = await mapService(t.app, scene, 'Cat spay', {
      standardService: null,
      band: 'cat',
    });
    expect(res.status).toBe(200);
    const row = businessPriceListSchema.parse(res.body).services.find((s) => s.name === 'Cat spay');
    expect(row).toMatchObject({ mapped: true, standardService: null, band: 'any' });
    const list = await publicList();
    expect(standardPrices(list, 'spay-traditional')).toEqual([]);
    expect(list.otherServices.map((s) => s.name)).toEqual(['Cat spay', 'Puppy party']);
  });

  it('when a price changes on the Services tab, then the list is dated again', async () => {
    const before = (await businessList()).lastChanged;
    const res = await request(t.app)
      .put(`/api/services/${scene.service['Consultation']}`)
      .set(bearer(scene.clinic.token))
      .send({ categoryId: scene.categoryId, name: 'Consultation', price: 48, duration: 15 });
    expect(res.status).toBe(200);
    const after = await businessList();
    expect(Date.parse(after.lastChanged!)).toBeGreaterThan(Date.parse(before!));
    expect(standardPrices(await publicList(), 'first-consultation')?.[0]?.price).toBe(48);
  });

  it.each([
    [
      { standardService: 'x-ray', inclusions: ['pain relief'] },
      PRICE_LIST_INCLUSIONS_ONLY_SURGICAL_TEXT,
    ],
    [{ standardService: 'lap-spay' }, PRICE_LIST_UNKNOWN_SERVICE_TEXT],
    [{ standardService: 'x-ray', band: 'horse' }, PRICE_LIST_UNKNOWN_BAND_TEXT],
    [{}, PRICE_LIST_UNKNOWN_SERVICE_TEXT],
  ])('when the mapping %j is sent, then it answers 400 with a clear text', async (body, text) => {
    expectError(await mapService(t.app, scene, 'Consultation', body), 400, text);
  });

  it("when another clinic's service or no service is named, then it answers 404 and nothing changes", async () => {
    const other = await camdenVets(t.app);
    const res = await request(t.app)
      .put(`/api/vet-business/price-list/${scene.service['Puppy party']}`)
      .set(bearer(other.clinic.token))
      .send({ standardService: 'x-ray' });
    expectError(res, 404, SERVICE_NOT_FOUND_TEXT);
    const malformed = await request(t.app)
      .put('/api/vet-business/price-list/not-an-id')
      .set(bearer(other.clinic.token))
      .send({ standardService: 'x-ray' });
    expectError(malformed, 404, SERVICE_NOT_FOUND_TEXT);
    expect((await publicList()).otherServices.map((s) => s.name)).toContain('Puppy party');
  });

  it('when the price list of no published clinic is asked for, then it answers 404', async () => {
    expectError(
      await request(t.app).get('/api/vets/00000000-0000-4000-8000-000000000000/price-list'),
      404,
      CLINIC_NOT_FOUND_TEXT,
    );
    expectError(await request(t.app).get('/api/vets/nope/price-list'), 404, CLINIC_NOT_FOUND_TEXT);
  });

  it('when nobody signed in asks for the business list, then it is refused', async () => {
    expect((await request(t.app).get('/api/vet-business/price-list')).status).toBe(401);
  });

  it('when the API description is built, then the three price list paths are in it', () => {
    expect(Object.keys(openApiDocument().paths ?? {})).toEqual(
      expect.arrayContaining([
        '/api/vets/{vetId}/price-list',
        '/api/vet-business/price-list',
        '/api/vet-business/price-list/{id}',
      ]),
    );
  });
});
