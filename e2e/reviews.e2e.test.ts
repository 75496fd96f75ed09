import { inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, schema } from '@petvet/shared/server';
import { baseUrl, launchBrowser, newPage, screenshot, signInAs } from './support/browser';
import { apiCall, bookAt } from './support/booking-scene';
import {
  addPet,
  registerAccount,
  seedLondonClinic,
  type SeededClinic,
  type Session,
} from './support/seed';

const PRAISE = 'Dr. Shah was wonderful with Rex and explained every step.';
const COMPLAINT = 'Good care, but we waited forty minutes past our time.';
const ANSWER = 'Sorry about the wait, Samuel: we now keep an evening vet on Thursdays.';

/**
 * A clinic's visits cannot take place while a test waits: the visits are booked through the API
 * and then marked as taken place in the database, as the clinic does once a visit has begun.
 */
async function markTakenPlace(ids: string[]): Promise<void> {
  const handle = await openDatabase({ databaseUrl: inject('databaseUrl'), poolSize: 1 });
  try {
    await handle.db
      .update(schema.appointments)
      .set({ status: 'completed' })
      .where(inArray(schema.appointments.id, ids));
  } finally {
    await handle.close();
  }
}

// Scene: a London clinic; Olivia Stone and Samuel Reed each had a visit and reviewed it (5 and 3
// stars), the clinic answered Samuel; Olivia has one more visit, not yet reviewed.
describe('reviews people can read', () => {
  let browser: Browser;
  let clinic: SeededClinic;
  let olivia: Session;

  beforeAll(async () => {
    clinic = await seedLondonClinic('Reviewed');
    olivia = await registerAccount('pet_owner', 'Olivia', 'Stone');
    const samuel = await registerAccount('pet_owner', 'Samuel', 'Reed');
    const rex = await addPet(olivia, 'Rex');
    const tom = await addPet(samuel, 'Tom', 'Cat');
    const visits = [
      await bookAt(olivia, rex.id, clinic.id, clinic.date, '10:00'),
      await bookAt(samuel, tom.id, clinic.id, clinic.date, '10:30'),
      await bookAt(olivia, rex.id, clinic.id, clinic.date, '11:00'),
    ];
    await markTakenPlace(visits);
    const review = (who: Session, appointmentId: string, rating: number, comment: string) =>
      apiCall<{ id: string }>('POST', '/reviews', who, {
        vetId: clinic.id,
        appointmentId,
        rating,
        comment,
      });
    await review(olivia, visits[0]!, 5, PRAISE);
    const complaint = await review(samuel, visits[1]!, 3, COMPLAINT);
    await apiCall('PUT', `/vet-business/reviews/${complaint.id}/response`, clinic.business, {
      response: ANSWER,
    });
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  const reviewsOf = async (page: Page) => {
    await page.goto(`/vet/${clinic.id}`);
    const section = page.locator('section#reviews');
    await section.getByText(COMPLAINT).waitFor();
    return section;
  };

  it('when the clinic page opens, then its reviews show newest first with the clinic’s answer, the verified mark and the spread of ratings', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newPage(browser, width);
      const section = await reviewsOf(page);
      const texts = await section.locator('.public-review').allInnerTexts();
      expect(texts).toHaveLength(2);
      expect(texts[0]).toContain(COMPLAINT);
      expect(texts[0]).toContain(`Response from ${clinic.name}`);
      expect(texts[0]).toContain(ANSWER);
      expect(texts[0]).toContain('Samuel R.');
      expect(texts[1]).toContain(PRAISE);
      expect(texts[1]).toContain('Olivia S.');
      expect(texts.join(' ')).not.toMatch(/Stone|Reed\b/);
      expect(await section.getByText('Verified visit', { exact: true }).count()).toBe(2);
      const bars = section.getByRole('list', { name: 'Ratings by number of stars' });
      expect(await bars.getByRole('listitem').allTextContents()).toEqual([
        '5 stars1 review',
        '4 stars0 reviews',
        '3 stars1 review',
        '2 stars0 reviews',
        '1 star0 reviews',
      ]);
      await screenshot(page, 'reviews-clinic');
      await context.close();
    }
  });

  it('when the clinic page is fetched without running its scripts, then its HTML already carries the reviews and the answer', async () => {
    const res = await fetch(`${baseUrl().replace('localhost', '127.0.0.1')}/vet/${clinic.id}`);
    const html = await res.text();
    const main = /<main[^>]*>([^]*)<\/main>/.exec(html)?.[1] ?? '';
    expect(main).toContain(PRAISE);
    expect(main).toContain(ANSWER);
    expect(main).toContain('Verified visit');

    const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/vet/${clinic.id}`);
    expect(await page.locator('#reviews').innerText()).toContain(COMPLAINT);
    await context.close();
  });

  it('when an owner leaves a review of a visit, then no star is chosen, the practice is named but not editable, and the review appears on the clinic page', async () => {
    const { context, page } = await newPage(browser, 390);
    await signInAs(page, olivia);
    await page.goto('/dashboard?tab=history');
    await page.getByRole('button', { name: 'Leave Review' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Leave a Review' });
    await dialog.waitFor();
    expect(await dialog.locator('input[type="radio"]:checked').count()).toBe(0);
    expect(await dialog.getByText(clinic.name).count()).toBe(1);
    expect(await dialog.getByRole('textbox').count()).toBe(1);

    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await dialog.getByText('Choose a rating from 1 to 5 stars').waitFor();
    await dialog.locator('label[for="rating-4"]').click();
    await dialog.getByLabel(/^Your review/).fill('Quick booster, no fuss.');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await dialog.waitFor({ state: 'detached' });

    const section = await reviewsOf(page);
    await section.getByText('Quick booster, no fuss.').waitFor();
    await context.close();
  });
});
