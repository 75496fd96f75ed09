import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { choose, launchBrowser, newPage, screenshot, signInAs } from './support/browser';
import {
  addPet,
  registerAccount,
  seedLondonClinic,
  uniqueEmail,
  type SeededClinic,
} from './support/seed';

describe('pet owner journey', () => {
  let browser: Browser;
  let clinic: SeededClinic;
  beforeAll(async () => {
    browser = await launchBrowser();
    clinic = await seedLondonClinic(`Riverside ${Date.now().toString(36)}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('when a new owner registers, adds a pet, searches London, opens a clinic and books a slot, then it is in Upcoming Appointments', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Register' })
      .click();
    await page.getByLabel(/^First name/).fill('Nora');
    await page.getByLabel(/^Last name/).fill('Jones');
    await page.getByLabel(/^Email/).fill(uniqueEmail('nora'));
    await page.getByLabel(/^Password/).fill('biscuit-2024');
    await page.getByLabel(/^Confirm password/).fill('biscuit-2024');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Nora!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await page.getByRole('button', { name: 'Add Pet' }).first().click();
    const petDialog = page.getByRole('dialog', { name: 'Add New Pet' });
    await petDialog.getByLabel(/^Name/).fill('Biscuit');
    await petDialog.getByLabel(/^Species/).selectOption('Dog');
    await petDialog.getByLabel('Age (years)').fill('2');
    await petDialog.getByRole('button', { name: 'Add Pet' }).click();
    await petDialog.waitFor({ state: 'detached' });
    await page.getByText('Biscuit', { exact: true }).first().waitFor();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Find Vets' })
      .click();
    await page.getByLabel('City').fill('London');
    const card = page.getByRole('article', { name: clinic.name });
    await card.waitFor();
    expect(
      await page.getByRole('heading', { name: /^Found \d+ veterinary clinic\(s\)$/ }).textContent(),
    ).toMatch(/Found [1-9]\d* veterinary/);
    expect(new URL(page.url()).search).toBe('?city=London&radius=10');
    await card.getByRole('link', { name: `View Details: ${clinic.name}` }).click();
    await page.getByRole('heading', { name: clinic.name, level: 1 }).waitFor();
    await page.getByText('£45').waitFor();

    await page.getByRole('link', { name: 'Book Appointment' }).first().click();
    await page.getByRole('heading', { name: 'Choose a date and time' }).waitFor();
    await choose(page.locator(`input[name="day"][value="${clinic.date}"]`));
    await choose(page.getByRole('radio', { name: /^10:00/ }));
    await page.getByRole('button', { name: 'Continue to Pet Selection' }).click();
    await choose(page.getByRole('radio', { name: /Biscuit/ }));
    await page.getByLabel('Notes (optional)').fill('First visit, a little nervous');
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    const booked = page.getByRole('alertdialog', { name: 'Appointment booked successfully!' });
    await booked.waitFor();
    await screenshot(page, 'booking-success');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      booked.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = readFileSync(await download.path());
    expect(ics.toString()).toContain('BEGIN:VCALENDAR');
    expect(ics.toString()).toContain(clinic.name);

    await booked.getByRole('button', { name: 'View Appointments' }).click();
    const upcoming = page.getByRole('list', { name: 'Upcoming appointments' });
    await upcoming.getByText(clinic.name).waitFor();
    const entry = await upcoming.getByTestId('appointment').first().textContent();
    expect(entry).toContain('Biscuit');
    expect(entry).toContain('10:00');
    expect(entry).toContain('Awaiting confirmation by the clinic');
    await context.close();
  });

  test('when a second owner opens the same clinic, then the booked slot is no longer offered', async () => {
    const owner = await registerAccount('pet_owner', 'Sam', 'Second');
    await addPet(owner, 'Pepper', 'Cat');
    const { context, page } = await newPage(browser);
    await signInAs(page, owner);
    await page.goto(`/book/${clinic.id}`);
    await choose(page.locator(`input[name="day"][value="${clinic.date}"]`));
    await page.getByRole('radio', { name: /^10:30/ }).waitFor();
    expect(await page.getByRole('radio', { name: /^10:00/ }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: /^11:00/ }).count()).toBe(1);
    await context.close();
  });
});
