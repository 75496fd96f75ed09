import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCalendarDays, todayIn } from '@petvet/shared';
import { baseUrl, launchBrowser, newPage, signInAs } from './support/browser';
import { apiCall } from './support/booking-scene';
import { addPet, registerAccount, seedLondonClinic, type SeededClinic } from './support/seed';

// The traps an owner fell into on the booking screens, walked in Chromium.
const SHOTS = '/tmp/shots';
const WAIT = { timeout: 20_000 };
const TOKYO = 'Asia/Tokyo';

/** A browser whose clock is London's, whatever zone the machine runs in. */
async function londonPage(browser: Browser, width = 1280) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: width < 500 ? 844 : 900 },
    timezoneId: 'Europe/London',
  });
  await context.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  return { context, page: await context.newPage() };
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });
}

/** Books a free start of `service` for the owner's pet through the API. */
async function bookThroughApi(
  owner: Awaited<ReturnType<typeof registerAccount>>,
  clinicId: string,
  date: string,
  time: string,
  service: string,
) {
  const pet = await addPet(owner, 'Mochi', 'Cat');
  const free = await apiCall<
    Array<{ id: string; startTime: string; service: string; duration: number }>
  >(
    'GET',
    `/vet-business/time-slots/available/${clinicId}?date=${date}&service=${encodeURIComponent(service)}`,
  );
  const start = free.find((t) => t.startTime === time);
  if (!start) throw new Error(`${time} on ${date} is not free for ${service}`);
  await apiCall('POST', '/appointments', owner, {
    vetId: clinicId,
    petId: pet.id,
    timeSlotId: start.id,
    serviceType: start.service,
    appointmentDate: date,
    appointmentTime: time,
    duration: start.duration,
  });
}

/** A clinic in Tokyo (its own zone and yen) with two times tomorrow on its clock. */
async function seedTokyoClinic(label: string) {
  const business = await registerAccount('vet_business', 'Taro', `Vet${label}`);
  await apiCall('PUT', '/vet-business/profile', business, {
    businessName: `${label} Tokyo Animal Clinic`,
    address: '1-1 Jingumae, Shibuya, Tokyo 150-0001',
    phone: '+81 3 5555 0101',
    email: 'hello@tokyo-animal.example',
    website: 'https://tokyo-animal.example',
    description: 'A clinic in Shibuya.',
    services: ['General Consultation'],
    openingHours: [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ].map((day) => `${day}: 9:00 AM - 6:00 PM`),
    latitude: 35.6702,
    longitude: 139.7027,
    city: 'Tokyo',
    postcode: '150-0001',
    country: 'JP',
    timeZone: TOKYO,
    currency: 'JPY',
  });
  const category = await apiCall<{ id: string }>('POST', '/services/categories', business, {
    name: 'Consultations',
    description: 'Check-ups',
    icon: '🩺',
    displayOrder: 0,
  });
  await apiCall('POST', '/services', business, {
    categoryId: category.id,
    name: 'General Consultation',
    description: 'A full check-up',
    price: 5000,
    duration: 30,
    displayOrder: 0,
  });
  const date = addCalendarDays(todayIn(TOKYO, new Date()), 1);
  for (const [startTime, endTime] of [
    ['09:00', '09:30'],
    ['09:30', '10:00'],
  ])
    await apiCall('POST', '/vet-business/time-slots', business, {
      date,
      startTime,
      endTime,
      service: 'General Consultation',
      duration: 30,
    });
  const profile = await apiCall<{ id: string }>('GET', '/vet-business/profile', business);
  return { id: profile.id, date };
}

describe('booking traps', () => {
  let browser: Browser;
  let clinic: SeededClinic;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    clinic = await seedLondonClinic(`Traps ${Date.now().toString(36)}`);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });

  test('when a time is confirmed, then the address keeps it across Back and a reload', async () => {
    const { context, page } = await newPage(browser);
    contexts.push(context);
    await page.goto(`/book/${clinic.id}?date=${clinic.date}`);
    await page.getByRole('radio', { name: /^10:30/ }).click(WAIT);
    await page.getByRole('button', { name: 'Continue to Pet Selection' }).click();
    await page.getByRole('heading', { name: 'Confirm your booking' }).waitFor(WAIT);
    const address = new URL(page.url()).searchParams;
    expect([address.get('date'), address.get('time'), address.get('step')]).toEqual([
      clinic.date,
      '10:30',
      '2',
    ]);
    await page.goBack();
    await page.getByRole('heading', { name: 'Choose a date and time' }).waitFor(WAIT);
    const chosen = page.getByRole('radio', { name: /^10:30/ });
    await chosen.waitFor(WAIT);
    expect(await chosen.isChecked()).toBe(true);
    await page.reload();
    await page.getByRole('radio', { name: /^10:30/ }).waitFor(WAIT);
    expect(await page.getByRole('radio', { name: /^10:30/ }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue to Pet Selection' }).isEnabled()).toBe(
      true,
    );
  });

  test('when a booking address names no clinic, then Vet Not Found shows', async () => {
    const { context, page } = await newPage(browser);
    contexts.push(context);
    for (const prefix of ['book', 'book-appointment']) {
      await page.goto(`/${prefix}/00000000-0000-4000-8000-00000000dead`);
      await page.getByRole('heading', { name: 'Vet Not Found' }).waitFor(WAIT);
      expect(
        await page
          .getByText('The veterinary clinic you are looking for could not be found.')
          .count(),
      ).toBe(1);
      expect(await page.getByRole('heading', { name: 'Choose a date and time' }).count()).toBe(0);
    }
  });

  test('when a one-pet owner reaches the confirmation, then the pet is chosen and the price and cancellation policy show before Book Appointment', async () => {
    const owner = await registerAccount('pet_owner', 'Olive', 'Owner');
    await addPet(owner, 'Pepper');
    for (const width of [1280, 390]) {
      const { context, page } = await newPage(browser, width);
      contexts.push(context);
      await signInAs(page, owner);
      await page.goto(`/book/${clinic.id}?date=${clinic.date}`);
      await page.getByRole('radio', { name: /^11:00/ }).click(WAIT);
      await page.getByRole('button', { name: 'Continue to Pet Selection' }).click();
      const price = page.getByTestId('booking-price');
      await price.waitFor(WAIT);
      expect(await price.textContent()).toBe('£45.00');
      const policy = page.getByTestId('booking-policy');
      expect(await policy.textContent()).toBe('Free to cancel or move until 24 hours before');
      const book = page.getByRole('button', { name: 'Book Appointment' });
      expect((await policy.boundingBox())!.y).toBeLessThan((await book.boundingBox())!.y);
      expect(await page.getByRole('radio', { name: /Pepper/ }).isChecked()).toBe(true);
      expect(await book.isEnabled()).toBe(true);
      await shoot(page, 'booking-confirm');
      await context.close();
    }
  });

  test('when a short service fits before the first free slot, then the headline next free time is the first time button', async () => {
    const seeded = await seedLondonClinic(`Agree ${Date.now().toString(36)}`);
    const category = await apiCall<{ id: string }>(
      'POST',
      '/services/categories',
      seeded.business,
      {
        name: 'Vaccinations',
        description: 'Boosters',
        icon: '💉',
        displayOrder: 1,
      },
    );
    await apiCall('POST', '/services', seeded.business, {
      categoryId: category.id,
      name: 'Annual Booster',
      description: 'The yearly booster',
      price: 30,
      duration: 15,
      displayOrder: 1,
    });
    // A 15-minute visit at 10:00 takes the 10:00 slot, yet leaves 10:15 free for another one.
    const owner = await registerAccount('pet_owner', 'Bea', 'Booster');
    await bookThroughApi(owner, seeded.id, seeded.date, '10:00', 'Annual Booster');
    const { context, page } = await newPage(browser);
    contexts.push(context);
    await page.goto(`/vet/${seeded.id}`);
    const free = page.getByRole('region', { name: 'Free times' });
    const headline = free.getByText(/^Next free: /);
    await headline.waitFor(WAIT);
    const first = free.getByRole('link', { name: /^Book .+ at \d\d:\d\d$/ }).first();
    await first.waitFor(WAIT);
    const said = (await headline.textContent())!.trim().slice(-5);
    expect(said).toBe('10:15');
    expect((await first.textContent())!.trim()).toBe(said);
  });

  test('when the API cannot be reached, then the booking page says so with Retry instead of no free time and the waitlist', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await newPage(browser, width);
      contexts.push(context);
      await page.route('**/api/**', (route) => route.abort());
      await page.goto(`/book/${clinic.id}?date=${clinic.date}`);
      const alert = page.getByRole('alert').filter({ hasText: 'could not reach' });
      await alert.waitFor(WAIT);
      const retry = alert.getByRole('button', { name: 'Retry' });
      expect(await retry.count()).toBe(1);
      expect(await page.getByText(/didn't add any new services|No free time/).count()).toBe(0);
      expect(await page.getByRole('button', { name: /waitlist/i }).count()).toBe(0);
      await shoot(page, 'booking-offline');
      await page.unroute('**/api/**');
      await retry.click();
      await page.getByRole('radio', { name: /^10:00/ }).waitFor(WAIT);
      await context.close();
    }
  });

  test('when a Tokyo clinic is seen from a London browser, then its times name Tokyo time and the viewer’s time', async () => {
    const tokyo = await seedTokyoClinic(`Zone${Date.now().toString(36)}`);
    const owner = await registerAccount('pet_owner', 'Lena', 'London');
    await bookThroughApi(owner, tokyo.id, tokyo.date, '09:30', 'General Consultation');
    const { context, page } = await londonPage(browser);
    contexts.push(context);
    await page.goto(`/vet/${tokyo.id}`);
    const zone = page.getByTestId('clinic-zone');
    await zone.waitFor(WAIT);
    expect(await zone.textContent()).toMatch(/09:00 Tokyo time, 0[01]:00 your time/);

    await page.goto(`/book/${tokyo.id}?date=${tokyo.date}`);
    const note = page.getByText(/^Times are Tokyo time:/);
    await note.waitFor(WAIT);
    expect(await note.textContent()).toMatch(/09:00 Tokyo time, 0[01]:00 your time/);

    await signInAs(page, owner);
    await page.goto('/dashboard?tab=upcoming');
    const visit = page.getByTestId('appointment').filter({ hasText: 'Tokyo Animal Clinic' });
    await visit.waitFor(WAIT);
    // The clinic's zone comes with the clinic's own answer, just after the list.
    await visit.getByText(/^09:30 Tokyo time, 0[01]:30 your time$/).waitFor(WAIT);
  });
});
