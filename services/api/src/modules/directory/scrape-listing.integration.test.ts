/**
 * A PetVet clinic's listing takes its prices from the clinic's own price list: a crawl of its
 * website would overwrite prices the clinic keeps, so a scrape request for it is refused.
 */
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@petvet/shared';
import { schema } from '@petvet/shared/server';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { createClinic } from '../business/test-support/clinic-fixtures';
import { LISTING_PRICES_FROM_CLINIC_TEXT } from './scrape-requests.service';

describe('a scrape request for a PetVet clinic listing', () => {
  let t: TestApp;
  let listingId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-20T10:00:00Z') });
    // "Quay Lane Vets" in Lerwick: no other test file lists a practice there.
    const clinic = await createClinic(t.app, {
      businessName: 'Quay Lane Vets',
      website: 'https://quay-lane-vets.example',
      country: 'GB',
      latitude: 60.1546,
      longitude: -1.1494,
    });
    const [listing] = await t.handle.db
      .select({ id: schema.globalPractices.id })
      .from(schema.globalPractices)
      .where(eq(schema.globalPractices.clinicId, clinic.id));
    listingId = listing!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('when anyone asks to crawl it, then 409 CONFLICT and no crawl job is written', async () => {
    const res = await request(t.app)
      .post('/api/global-practices/admin/scrape-practice')
      .send({ practiceId: listingId, website: 'https://quay-lane-vets.example' });

    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(res.body)).toMatchObject({
      code: 'CONFLICT',
      error: LISTING_PRICES_FROM_CLINIC_TEXT,
    });
    const jobs = await t.handle.db
      .select()
      .from(schema.crawlJobs)
      .where(eq(schema.crawlJobs.practiceId, listingId));
    expect(jobs).toEqual([]);
  });
});
