import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addCalendarDays, MEDICAL_RECORD_DATE_FUTURE_TEXT, type Pet } from '@petvet/shared';
import { baseUrl, launchBrowser, newPage, screenshot, signInAs } from './support/browser';
import { registerAccount, type Session } from './support/seed';

const NOTES = 'Allergic to penicillin';

async function api<T>(session: Session, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl().replace('localhost', '127.0.0.1')}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** My Pets with the pet's edit form open, as a tab that read the pet when it loaded. */
async function openEditForm(page: Page, owner: Session, name: string) {
  await signInAs(page, owner);
  await page.goto('/pets');
  await page.getByRole('heading', { name, level: 2 }).waitFor();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  return page.getByRole('dialog', { name: 'Edit pet' });
}

// Scene: an owner edits Rex in two tabs opened from the same read: notes in one, weight in the other.
describe('lost updates and records dated in the future', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('when a second tab saves a pet the first tab changed, then it shows both values and the owner chooses', async () => {
    const owner = await registerAccount('pet_owner', 'Tess', 'Tabs');
    const rex = await api<Pet>(owner, 'POST', '/users/pets', {
      name: 'Rex',
      species: 'Dog',
      weight: 20,
      medicalNotes: NOTES,
    });
    const first = await newPage(browser);
    const second = await newPage(browser);
    const formA = await openEditForm(first.page, owner, 'Rex');
    const formB = await openEditForm(second.page, owner, 'Rex');

    await formA.getByLabel('Medical notes').fill(`${NOTES} and to chicken`);
    await formA.getByRole('button', { name: 'Update Pet' }).click();
    await formA.waitFor({ state: 'detached' });

    await formB.getByLabel('Weight (kg)').fill('22.5');
    await formB.getByRole('button', { name: 'Update Pet' }).click();
    const conflict = second.page.getByRole('alertdialog', { name: 'Rex was changed elsewhere' });
    await conflict.waitFor();
    const row = (label: string) => conflict.getByRole('row', { name: new RegExp(`^${label}`) });
    expect(await row('Medical notes').textContent()).toBe(
      `Medical notes${NOTES} and to chicken${NOTES}`,
    );
    expect(await row('Weight').textContent()).toBe('Weight (kg)2022.5');
    await screenshot(second.page, 'lost-updates-conflict');
    await second.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(second.page, 'lost-updates-conflict');

    // Nothing of the second tab was written until the owner chooses.
    expect(await api<Pet>(owner, 'GET', `/users/pets/${rex.id}`)).toMatchObject({
      weight: 20,
      medicalNotes: `${NOTES} and to chicken`,
    });
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await formB.waitFor({ state: 'detached' });
    expect(await api<Pet>(owner, 'GET', `/users/pets/${rex.id}`)).toMatchObject({
      weight: 22.5,
      medicalNotes: NOTES,
    });
    await first.context.close();
    await second.context.close();
  }, 60_000);

  test('when a medical record is dated after today, then the form refuses it with a clear message', async () => {
    const owner = await registerAccount('pet_owner', 'Fran', 'Future');
    const luna = await api<Pet>(owner, 'POST', '/users/pets', { name: 'Luna', species: 'Cat' });
    const { context, page } = await newPage(browser);
    await signInAs(page, owner);
    await page.goto('/pets');
    await page.getByRole('heading', { name: 'Luna', level: 2 }).waitFor();
    await page.getByRole('tab', { name: 'Medical History' }).click();
    await page.getByRole('button', { name: 'Add Medical Record' }).click();
    const record = page.getByRole('dialog', { name: 'Add Medical Record for Luna' });
    const inThreeDays = addCalendarDays(new Date().toISOString().slice(0, 10), 3);
    await record.getByLabel(/^Date/).fill(inThreeDays);
    await record.getByLabel(/^Title/).fill('Check-up');
    await record.getByRole('button', { name: 'Add Record' }).click();
    await record.getByText(MEDICAL_RECORD_DATE_FUTURE_TEXT).waitFor();
    await screenshot(page, 'lost-updates-future-record');
    expect(await api<unknown[]>(owner, 'GET', `/users/pets/${luna.id}/medical-history`)).toEqual(
      [],
    );
    await context.close();
  }, 60_000);
});
