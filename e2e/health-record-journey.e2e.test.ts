import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { businessAppointmentListSchema, HEALTH_RECORD_TEXTS, type Pet } from '@petvet/shared';
import { waitFor } from '../test-support/wait-for';
import {
  choose,
  expectNoSeriousA11yViolations,
  launchBrowser,
  newPage,
  screenshot,
  SCREENSHOT_DIR,
} from './support/browser';
import { apiCall } from './support/booking-scene';
import { readMailbox } from './support/mailbox';
import { registerAccount, seedLondonClinic, type SeededClinic, type Session } from './support/seed';

const SHOTS = '/tmp/shots';

/** A full-page screenshot in the journeys' folder and in /tmp/shots, to be looked at. */
async function shot(page: Page, name: string) {
  await screenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  const file = `${name}-${page.viewportSize()?.width ?? 0}.png`;
  copyFileSync(path.join(SCREENSHOT_DIR, file), path.join(SHOTS, file));
}

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

// Scene: Hannah's Labrador Bella is allergic to penicillin and was treated for an ear infection
// elsewhere. Hannah books her at a London clinic with "share Bella's health record" left ticked;
// the clinic confirms, opens Bella's record, sees the allergy and the history, and records the
// rabies booster it gave. Hannah is emailed, sees the entry marked with the clinic, downloads the
// certificate, sees who read the record, and then withdraws sharing: the clinic is refused.
describe('one health record, kept by the owner and written by the clinic', () => {
  let browser: Browser;
  let clinic: SeededClinic;
  let owner: Session;
  let bella: Pet;

  beforeAll(async () => {
    browser = await launchBrowser();
    clinic = await seedLondonClinic(`Record ${Date.now().toString(36)}`);
    owner = await registerAccount('pet_owner', 'Hannah', 'Shaw');
    bella = await apiCall<Pet>('POST', '/users/pets', owner, {
      name: 'Bella',
      species: 'Dog',
      breed: 'Labrador Retriever',
      allergies: ['Penicillin'],
    });
    await apiCall('POST', `/users/pets/${bella.id}/medical-history`, owner, {
      date: daysAgo(40),
      type: 'illness',
      title: 'Ear infection (left ear)',
      vetClinic: 'Clapham Common Vets',
    });
    await apiCall('POST', `/users/pets/${bella.id}/weights`, owner, {
      date: daysAgo(90),
      weight: 29.4,
    });
    await apiCall('POST', `/users/pets/${bella.id}/weights`, owner, {
      date: daysAgo(10),
      weight: 28.6,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('when Hannah books with sharing on and the clinic records a vaccination, then she is told, it is marked as the clinic’s and on her certificate, and revoking shuts the clinic out', async () => {
    // Hannah books 10:30 tomorrow; the sharing box is ticked for her.
    const { page } = await newPage(browser, 1280, { signedInAs: owner });
    await page.goto(`/book/${clinic.id}?date=${clinic.date}`);
    await page.getByRole('heading', { name: 'Choose a date and time' }).waitFor();
    await choose(page.getByRole('radio', { name: /^10:30/ }));
    await page.getByRole('button', { name: 'Continue to Pet Selection' }).click();
    await page.getByRole('heading', { name: 'Confirm your booking' }).waitFor();
    await choose(page.getByRole('radio', { name: /Bella/ }));
    const share = page.getByRole('checkbox', {
      name: HEALTH_RECORD_TEXTS.shareOffer('Bella', clinic.name),
    });
    expect(await share.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('alertdialog', { name: 'Appointment booked successfully!' }).waitFor();

    // The clinic confirms the visit, then opens Bella from its patients.
    const list = businessAppointmentListSchema.parse(
      await apiCall('GET', '/vet-business/appointments', clinic.business),
    );
    const visit = list.find((a) => a.petId === bella.id)!;
    expect(visit.recordShared).toBe(true);
    await apiCall('PUT', `/vet-business/appointments/${visit.id}/status`, clinic.business, {
      status: 'confirmed',
    });
    const vet = await newPage(browser, 1280, { signedInAs: clinic.business });
    await vet.page.goto('/vet-dashboard?tab=patients');
    await vet.page.getByRole('link', { name: /Bella/ }).first().click();
    await vet.page.getByRole('heading', { name: /Bella/, level: 1 }).waitFor();
    await vet.page.getByText('Penicillin').first().waitFor();
    await vet.page.getByText('Ear infection (left ear)').waitFor();

    // After the visit, the vet records the rabies booster with its batch.
    await vet.page.getByRole('button', { name: 'Add to health record' }).first().click();
    const dialog = vet.page.getByRole('dialog', { name: "Add to Bella's health record" });
    await choose(dialog.getByRole('radio', { name: 'Vaccination' }));
    await dialog.getByLabel(/^Vaccine/).fill('Rabies booster');
    await dialog.getByLabel(/^Batch number/).fill('RB-77120');
    await dialog.getByRole('button', { name: 'Add to health record' }).click();
    await vet.page.getByText("Added to Bella's health record").waitFor();
    await vet.page.getByText('Rabies booster').first().waitFor();
    await shot(vet.page, 'health-record-clinic-patient');
    await expectNoSeriousA11yViolations(vet.page, 'the clinic’s patient page');
    const vetNarrow = await newPage(browser, 390, { signedInAs: clinic.business });
    await vetNarrow.page.goto(vet.page.url());
    await vetNarrow.page.getByText('Rabies booster').first().waitFor();
    await shot(vetNarrow.page, 'health-record-clinic-patient');

    // Hannah is emailed, and sees the entry marked with the clinic.
    const mails = await waitFor(
      () => readMailbox(inject('mailboxUrl'), owner.email),
      (found) => found.some((m) => /Rabies booster/.test(m.subject)),
      30_000,
    );
    expect(mails.find((m) => /Rabies booster/.test(m.subject))!.subject).toContain(clinic.name);
    await page.goto('/pets');
    await page.getByRole('tab', { name: 'Vaccinations' }).click();
    await page.getByText('Rabies booster').waitFor();
    await page
      .getByText(new RegExp(`Written by ${clinic.name}`))
      .first()
      .waitFor();

    // The certificate names the vaccine and its batch.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download vaccination certificate' }).click(),
    ]);
    const file = await download.path();
    const parser = new PDFParse({ data: readFileSync(file!) });
    // Table cells wrap onto several lines: the words are compared with spaces for line breaks.
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('Rabies booster');
    expect(text).toContain('RB-77120');
    expect(text).toContain(clinic.name);

    // My Pets with its badges and weight chart, wide and narrow.
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page
      .getByRole('img', { name: /weight/i })
      .first()
      .waitFor();
    await shot(page, 'health-record-my-pets');
    const narrow = await newPage(browser, 390, { signedInAs: owner });
    await narrow.page.goto('/pets');
    await narrow.page
      .getByRole('img', { name: /weight/i })
      .first()
      .waitFor();
    await shot(narrow.page, 'health-record-my-pets');

    // Who read it: the clinic's reads are listed; then Hannah withdraws sharing.
    await page.getByRole('tab', { name: 'Sharing' }).click();
    await page.getByRole('heading', { name: "Who read Bella's record" }).waitFor();
    await page.locator('.access-log').getByText(clinic.name).first().waitFor();
    const toggle = page.getByRole('switch', { name: `Share Bella's record with ${clinic.name}` });
    expect(await toggle.isChecked()).toBe(true);
    // The switch's box is drawn by its label, which is what a person presses; the clinic is shut out
    // once the server has answered the change (the screen may say so a moment before).
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/sharing/`) && r.request().method() !== 'GET',
    );
    await page.locator('label.switch').filter({ has: toggle }).click();
    expect((await saved).ok()).toBe(true);
    await page.getByText('Not shared').waitFor();

    // The clinic's patient page now answers 403, in the API and on screen.
    const refused = await fetch(
      `${inject('baseUrl').replace('localhost', '127.0.0.1')}/api/vet-business/patients/${bella.id}`,
      { headers: { authorization: `Bearer ${clinic.business.token}` } },
    );
    expect(refused.status).toBe(403);
    await vet.page.reload();
    await vet.page.getByText(HEALTH_RECORD_TEXTS.notShared).waitFor();
  });
});
