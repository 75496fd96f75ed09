import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { todayIn } from '@petvet/shared';
import {
  choose,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newPage,
  screenshot,
  SCREENSHOT_DIR,
} from './support/browser';
import { apiCall } from './support/booking-scene';
import { nextOpenDayInLondon } from './support/clinic-scene';
import { LONDON_TIME_ZONE, seedLondonClinic, type SeededClinic } from './support/seed';

/**
 * Scene: two London PetVet clinics price a cat's vaccination booster (39 and 52 pounds) and open
 * booster times on their next open weekday. An owner searches from the home page as the issue
 * says: "NW1 7AA", Vaccination booster, Cat, This week, Price cheapest first.
 */
async function addBooster(clinic: SeededClinic, price: number, times: string[][]) {
  const category = await apiCall<{ id: string }>('POST', '/services/categories', clinic.business, {
    name: 'Vaccinations',
    description: 'Boosters',
    icon: '💉',
    displayOrder: 1,
  });
  const service = await apiCall<{ id: string }>('POST', '/services', clinic.business, {
    categoryId: category.id,
    name: 'Cat booster',
    description: 'The yearly booster',
    price,
    duration: 30,
    displayOrder: 1,
  });
  await apiCall('PUT', `/vet-business/price-list/${service.id}`, clinic.business, {
    standardService: 'vaccination-booster',
    band: 'cat',
  });
  for (const [startTime, endTime] of times) {
    await apiCall('POST', '/vet-business/time-slots', clinic.business, {
      date: clinic.date,
      startTime,
      endTime,
      service: 'Cat booster',
      duration: 30,
    });
  }
}

/** Moves a clinic to Camden, NW1 7AA: its own postcode places the search whatever else does. */
async function moveToCamden(clinic: SeededClinic) {
  await apiCall('PUT', '/vet-business/profile', clinic.business, {
    businessName: clinic.name,
    address: '12 Parkway, London NW1 7AA',
    phone: '+44 20 7946 0102',
    email: 'hello@camden.example',
    website: 'https://camden.example',
    description: 'A neighbourhood clinic by the canal.',
    services: ['General Consultation', 'Vaccination'],
    openingHours: [
      'Monday: 8:00 AM - 6:00 PM',
      'Tuesday: 8:00 AM - 6:00 PM',
      'Wednesday: 8:00 AM - 6:00 PM',
      'Thursday: 8:00 AM - 6:00 PM',
      'Friday: 8:00 AM - 6:00 PM',
      'Saturday: 9:00 AM - 4:00 PM',
      'Sunday: Closed',
    ],
    latitude: 51.5365,
    longitude: -0.1457,
    city: 'London',
    postcode: 'NW1 7AA',
    country: 'GB',
    timeZone: LONDON_TIME_ZONE,
  });
}

/** The first row of the results that offers a free time, with its booking address. */
async function firstBookableRow(page: Page) {
  const link = page
    .getByRole('list', { name: 'Results' })
    .getByRole('link', { name: /^Book .+ at / })
    .first();
  await link.waitFor();
  return { link, href: (await link.getAttribute('href')) ?? '' };
}

async function firstRowName(page: Page) {
  const first = page.getByRole('list', { name: 'Results' }).getByRole('listitem').first();
  await first.waitFor();
  return (await first.getByRole('heading').textContent())?.trim();
}

describe('find journey', () => {
  let browser: Browser;
  let cheap: SeededClinic;
  let dear: SeededClinic;
  beforeAll(async () => {
    browser = await launchBrowser();
    const day = nextOpenDayInLondon(todayIn(LONDON_TIME_ZONE, new Date()));
    const label = Date.now().toString(36);
    cheap = await seedLondonClinic(`Camden ${label}`, day);
    dear = await seedLondonClinic(`Regent ${label}`, day);
    await moveToCamden(cheap);
    await addBooster(cheap, 39, [['14:00', '14:30']]);
    await addBooster(dear, 52, [['13:00', '13:30']]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('when an owner searches a cat booster near NW1 7AA this week, cheapest first, then the first bookable time opens booking at that time, and Back returns to the same results', async () => {
    const { page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('textbox', { name: 'City or town, or postcode' }).fill('NW1 7AA');
    await page.getByRole('textbox', { name: 'City or town, or postcode' }).press('Enter');
    await page.waitForURL(/\/find\?where=NW1\+7AA$/);
    await page.getByRole('heading', { name: /clinics? near / }).waitFor();
    // The server's HTML shows first; its lists answer once the app has rendered over it, which
    // the map (drawn only in the browser) marks.
    await page.getByRole('region', { name: 'Map of the results' }).waitFor();

    await page.getByLabel('What for').selectOption('vaccination-booster');
    // The pet lives in the address: the box shows as chosen a render after the click.
    await choose(page.getByRole('radio', { name: 'Cat' }));
    await page.getByLabel('When').selectOption({ label: 'This week' });
    await page.getByLabel('Sort by').selectOption('price');
    await page.waitForURL(
      (url) =>
        url.searchParams.get('service') === 'vaccination-booster' &&
        url.searchParams.get('pet') === 'cat' &&
        url.searchParams.get('within') === '7' &&
        url.searchParams.get('sort') === 'price',
    );
    const results = page.url();
    // The place is stated as the search resolved it.
    await page.getByRole('heading', { name: /clinics? near NW1 7AA/ }).waitFor();

    // The cheaper booster comes first, with its price from the clinic.
    const row = page.getByRole('listitem').filter({ hasText: cheap.name });
    await row.getByText('£39').waitFor();
    await row.getByText(/^from the clinic/).waitFor();
    await row.getByText('Book online').waitFor();
    const firstName = await firstRowName(page);
    expect(firstName).toBe(cheap.name);

    const { link, href } = await firstBookableRow(page);
    const booked = new URL(href, page.url());
    const date = booked.searchParams.get('date');
    const time = booked.searchParams.get('time');
    expect(booked.pathname).toBe(`/book/${cheap.id}`);
    // Booking opens on the clinic's own booster, by the name the booking screen reads.
    expect(booked.searchParams.get('service')).toBe('Cat booster');
    expect(date).toBe(cheap.date);
    expect(time).toMatch(/^\d{2}:\d{2}$/);

    await screenshot(page, 'find');
    await expectNoSeriousA11yViolations(page, '/find');

    await link.click();
    await page.getByRole('heading', { name: 'Choose a date and time' }).waitFor();
    const chosen = page.getByRole('radio', { name: new RegExp(`^${time}`) });
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    expect(await page.locator(`input[name="day"][value="${date}"]`).isChecked()).toBe(true);

    await page.goBack();
    await page.waitForURL(results);
    expect(page.url()).toBe(results);
    expect(await firstRowName(page)).toBe(firstName);
  });

  test('when the same search runs in /global-vet-search, then it lists the PetVet clinics as bookable', async () => {
    const { page } = await newPage(browser);
    await page.goto(
      '/global-vet-search?location=NW1+7AA&service=vaccination-booster&pet=cat&sort=price',
    );
    for (const clinic of [cheap, dear]) {
      const card = page.getByRole('article', { name: clinic.name });
      await card.waitFor();
      await card.getByText('Book online').first().waitFor();
    }
  });

  test('when /find is seen at 1280 and 390 px, then the list and the map show (390: a toggle between them)', async () => {
    const shots = '/tmp/shots';
    mkdirSync(shots, { recursive: true });
    const query = '/find?where=NW1+7AA&service=vaccination-booster&pet=cat&within=7&sort=price';
    for (const width of [1280, 390]) {
      const { page } = await newPage(browser, width);
      await page.goto(query);
      await page.getByRole('list', { name: 'Results' }).waitFor();
      if (width < 500) {
        // A phone shows the list first, and the map with one press.
        await screenshot(page, 'find-list');
        copyFileSync(
          path.join(SCREENSHOT_DIR, `find-list-${width}.png`),
          path.join(shots, `find-${width}-list.png`),
        );
        // The server-rendered page answers before its script takes over: a press that lands first
        // does nothing, so press again until the map shows (the button only ever shows the map).
        const map = page.getByRole('region', { name: 'Map of the results' });
        for (let tries = 0; tries < 20 && !(await map.isVisible()); tries += 1) {
          await page.getByRole('button', { name: 'Map' }).click();
          await map.waitFor({ timeout: 1_500 }).catch(() => undefined);
        }
      }
      await page.getByRole('region', { name: 'Map of the results' }).waitFor();
      await page.locator('.leaflet-marker-icon').first().waitFor();
      if (width >= 500) {
        // A row pointed at lights its pin; a pin pointed at lights its row.
        await page.getByRole('list', { name: 'Results' }).getByRole('listitem').nth(1).hover();
        await page.locator('.map-pin--active').waitFor();
        expect(await page.locator('.map-pin--active').count()).toBe(1);
      }
      await page.locator('.leaflet-marker-icon').first().hover();
      if (width >= 500) await page.locator('.find-row.is-active').waitFor();
      await page.waitForTimeout(300);
      if (width >= 500) {
        // The whole page, with the first row and its pin lit.
        await page.getByRole('list', { name: 'Results' }).getByRole('listitem').first().hover();
      } else {
        // From the results down, under the sticky header: the form is in the list shot.
        await page.evaluate(() => {
          const heading = document.getElementById('find-results-title');
          if (heading)
            window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80);
        });
      }
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const file = path.join(SCREENSHOT_DIR, `find-map-${width}.png`);
      await page.screenshot({ path: file, fullPage: width >= 500 });
      copyFileSync(file, path.join(shots, `find-${width}.png`));
    }
  });
});
