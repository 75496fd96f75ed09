/**
 * The directory's own postcodes place a UK postcode: its full code, then its district ("KW15"),
 * at the median of the practices that carry it; else, or when those stand a region away from the
 * area's post town, the area ("KW": Kirkwall), said to be an area.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalPracticeSearchResponseSchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { createTestApp, type TestApp } from '../../test-support/test-app';

// Orkney's KW area: no other test file puts a practice there.
const PRACTICES = [
  { sourceId: 'kw-a', postcode: 'KW15 1AB', lat: 58.98, lng: -2.96 },
  { sourceId: 'kw-b', postcode: 'KW15 1CD', lat: 58.99, lng: -2.95 },
  { sourceId: 'kw-c', postcode: 'KW17 2EF', lat: 59.0, lng: -2.97 },
  // A practice filed far off under the same area must not drag the area's centre.
  { sourceId: 'kw-far', postcode: 'KW16 3GH', lat: 51.5, lng: -0.1 },
];

describe('a UK postcode placed by the directory', () => {
  let t: TestApp;
  const search = (location: string) =>
    request(t.app).get('/api/global-practices/search').query({ location, radius: 5 });

  beforeAll(async () => {
    t = await createTestApp();
    await t.handle.db.insert(schema.globalPractices).values(
      PRACTICES.map((p) => ({
        source: 'postcode-area-test',
        sourceId: p.sourceId,
        name: `Orkney practice ${p.sourceId}`,
        postcode: p.postcode,
        country: 'GB',
        lat: p.lat,
        lng: p.lng,
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it("when no practice is in its district, then it is placed at its area's post town, and says so", async () => {
    const res = await search('KW1 1AA');

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = globalPracticeSearchResponseSchema.parse(res.body);
    expect(body.place).toMatchObject({
      label: 'Kirkwall (KW postcode area)',
      country: 'GB',
      kind: 'postcode',
    });
    expect(body.place!.lat).toBeCloseTo(58.98, 1);
    expect(body.place!.lng).toBeCloseTo(-2.96, 1);
  });

  it("when its district's practices stand a region away from the area's post town, then the area answers, not the filing error", async () => {
    const body = globalPracticeSearchResponseSchema.parse((await search('KW16 3GH')).body);

    expect(body.place).toMatchObject({ label: 'Kirkwall (KW postcode area)' });
  });

  it('when its district holds practices, then the district places it, at their median', async () => {
    const body = globalPracticeSearchResponseSchema.parse((await search('KW15 9ZZ')).body);

    expect(body.place).toMatchObject({ label: 'KW15', country: 'GB' });
    expect(body.place!.lat).toBeCloseTo(58.985, 2);
  });

  it('when it names no UK postcode area and no practice carries it, then 400 location not found', async () => {
    const res = await search('ZZ9 9ZZ');

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'location not found: "ZZ9 9ZZ"',
    });
  });
});
