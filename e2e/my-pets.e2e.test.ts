import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCalendarDays } from '@petvet/shared';
import { launchBrowser, newPage, screenshot, signInAs } from './support/browser';
import { addPet, registerAccount } from './support/seed';

const isoToday = () => new Date().toISOString().slice(0, 10);

describe('My Pets', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('when an owner adds a medical record and a vaccination, then both are listed, the vaccination marked "Due soon"', async () => {
    const owner = await registerAccount('pet_owner', 'Mia', 'Records');
    await addPet(owner, 'Luna', 'Cat');
    await addPet(owner, 'Rex', 'Dog');
    const { context, page } = await newPage(browser);
    await signInAs(page, owner);
    await page.goto('/pets');
    await page.getByRole('heading', { name: 'Luna', level: 2 }).waitFor();

    await page.getByRole('tab', { name: 'Medical History' }).click();
    await page.getByText('No medical records yet.').waitFor();
    await page.getByRole('button', { name: 'Add Medical Record' }).click();
    const record = page.getByRole('dialog', { name: 'Add Medical Record for Luna' });
    await record.getByLabel(/^Title/).fill('Dental cleaning');
    await record.getByLabel(/^Type/).selectOption('surgery');
    await record.getByLabel('Vet name').fill('Dr Patel');
    await record.getByLabel('Follow-up required').check();
    await record.getByLabel('Follow-up date').fill(addCalendarDays(isoToday(), 14));
    await record.getByRole('button', { name: 'Add Record' }).click();
    await record.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Dental cleaning' }).waitFor();
    expect(await page.getByRole('tabpanel').textContent()).toContain('Dr Patel');

    await page.getByRole('tab', { name: 'Vaccinations' }).click();
    await page.getByText('No vaccination records yet.').waitFor();
    await page.getByRole('button', { name: 'Add Vaccination' }).click();
    const vaccination = page.getByRole('dialog', { name: 'Add Vaccination for Luna' });
    await vaccination.getByLabel(/^Vaccine name/).fill('Feline flu');
    await vaccination.getByLabel('Next due date').fill(addCalendarDays(isoToday(), 10));
    await vaccination.getByLabel('Batch number').fill('FF-2231');
    await vaccination.getByRole('button', { name: 'Add Vaccination' }).click();
    await vaccination.waitFor({ state: 'detached' });
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Feline flu' }) });
    await item.getByText('Due soon').waitFor();
    expect(await item.textContent()).toContain('FF-2231');
    await screenshot(page, 'my-pets-vaccinations');

    await page.getByRole('button', { name: 'Delete Luna' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('heading', { name: 'Rex', level: 2 }).waitFor();
    await context.close();
  });
});
