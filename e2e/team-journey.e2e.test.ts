import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { BusinessAppointment } from '@petvet/shared';
import { waitFor } from '../test-support/wait-for';
import { launchBrowser, newPage, screenshot, signInAs } from './support/browser';
import { apiCall, bookAt } from './support/booking-scene';
import { readMailbox } from './support/mailbox';
import {
  addPet,
  registerAccount,
  seedLondonClinic,
  uniqueEmail,
  type SeededClinic,
  type Session,
} from './support/seed';

const JOIN_LINK = /(https?:\/\/\S+\/join\?token=[^\s>]+)/;

/** The /join link of the invitation emailed to an address. */
async function invitationLink(email: string): Promise<string> {
  const mails = await waitFor(
    () => readMailbox(inject('mailboxUrl'), email),
    (found) => found.some((m) => JOIN_LINK.test(m.text)),
    30_000,
  );
  return JOIN_LINK.exec(mails.find((m) => JOIN_LINK.test(m.text))!.text)![1]!;
}

async function invite(page: Page, email: string, role: string, clinician?: string) {
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByLabel('Role').selectOption(role);
  if (clinician) await dialog.getByLabel('Clinician').selectOption({ label: clinician });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('list', { name: 'Invitations waiting' }).getByText(email).waitFor();
}

/** The calendar by clinician on the clinic's day, in the day view. */
async function openDay(page: Page, date: string) {
  await page.goto('/vet-dashboard?tab=calendar');
  await page.getByRole('button', { name: 'By clinician' }).click();
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  const day = page.getByRole('group', { name: /^Dr Vera Vet, / });
  await day.first().waitFor();
  const wanted = new Date(`${date}T12:00:00Z`).getUTCDate();
  // Today first: step on to the journey's day (tomorrow).
  for (let i = 0; i < 3; i++) {
    const label = (await day.first().getAttribute('aria-label')) ?? '';
    if (label.includes(` ${wanted} `)) break;
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  return page.getByRole('group', { name: new RegExp(`^Dr Vera Vet, \\w+ ${wanted} `) });
}

describe('the clinic as a team', () => {
  let browser: Browser;
  let clinic: SeededClinic;
  beforeAll(async () => {
    browser = await launchBrowser();
    clinic = await seedLondonClinic(`Team ${Date.now().toString(36)}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Four accounts, two browsers and the mail relay: longer than one screen's journey.
  test('when the owner invites a receptionist and a vet, the receptionist joins and books a phone-in client with the vet and an owner books any available, then both visits are in the vet’s column, and a removed receptionist is signed out on the next request', async () => {
    const owner = await newPage(browser);
    await signInAs(owner.page, clinic.business);
    await owner.page.goto('/vet-dashboard?tab=team');

    // The clinic's first clinician is the vet; a nurse joins the team with no time of her own yet.
    await owner.page.getByRole('heading', { name: 'Clinicians' }).waitFor();
    await owner.page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const edit = owner.page.getByRole('dialog', { name: /^Edit / });
    await edit.getByLabel(/^Name/).fill('Dr Vera Vet');
    await edit.getByRole('button', { name: 'Save clinician' }).click();
    await edit.waitFor({ state: 'detached' });
    await owner.page.getByRole('button', { name: 'Add clinician' }).click();
    const add = owner.page.getByRole('dialog', { name: 'Add clinician' });
    await add.getByLabel(/^Name/).fill('Nia Nurse');
    await add.getByLabel('Role').selectOption('nurse');
    await add.getByRole('button', { name: 'Add clinician' }).click();
    await add.waitFor({ state: 'detached' });
    await owner.page.getByRole('listitem', { name: 'Nia Nurse' }).waitFor();

    const receptionEmail = uniqueEmail('rita');
    const vetEmail = uniqueEmail('vera');
    await invite(owner.page, receptionEmail, 'reception');
    await invite(owner.page, vetEmail, 'vet', 'Dr Vera Vet');
    await screenshot(owner.page, 'team-tab');

    // The receptionist opens the emailed link in a browser that is not signed in.
    const link = await invitationLink(receptionEmail);
    expect(link.startsWith(inject('baseUrl'))).toBe(true);
    const desk = await newPage(browser);
    await desk.page.goto(link);
    await desk.page.getByLabel(/^First name/).fill('Rita');
    await desk.page.getByLabel(/^Last name/).fill('Reception');
    await desk.page.getByLabel(/^Password/).fill('desk-password-1');
    await desk.page.getByLabel(/^Confirm password/).fill('desk-password-1');
    await desk.page.getByRole('button', { name: 'Join the clinic' }).click();
    await desk.page.waitForURL(/\/vet-dashboard/);
    await desk.page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
    const token = await desk.page.evaluate(() => localStorage.getItem('token'));
    const rita = { token: token! } as Session;

    // A phone-in client without an account, booked in the vet's column at 10:00.
    const vetDay = await openDay(desk.page, clinic.date);
    await vetDay.getByRole('button', { name: /^Free 10:00/ }).click();
    await desk.page.getByRole('button', { name: 'Book the caller as a new client' }).click();
    const form = desk.page.getByRole('dialog');
    await form.getByLabel(/^First name/).fill('Carl');
    await form.getByLabel(/^Last name/).fill('Caller');
    await form.getByLabel(/^Phone/).fill('+44 20 7946 0999');
    await form.getByLabel(/^Pet's name/).fill('Pip');
    await form.getByLabel(/^Species/).fill('Cat');
    await form.getByRole('button', { name: 'Create client and book' }).click();
    await form.waitFor({ state: 'detached' });

    // A pet owner books online without choosing a clinician: any available.
    const petOwner = await registerAccount('pet_owner', 'Olive', 'Online');
    const biscuit = await addPet(petOwner, 'Biscuit', 'Dog');
    await bookAt(petOwner, biscuit.id, clinic.id, clinic.date, '10:30');

    const booked = await apiCall<BusinessAppointment[]>('GET', '/vet-business/appointments', rita);
    expect(booked.map((a) => [a.petName, a.clinicianName]).sort()).toEqual([
      ['Biscuit', 'Dr Vera Vet'],
      ['Pip', 'Dr Vera Vet'],
    ]);
    await desk.page.reload();
    const column = await openDay(desk.page, clinic.date);
    await column.getByRole('button', { name: /^Pip, 10:00/ }).waitFor();
    await column.getByRole('button', { name: /^Biscuit, 10:30/ }).waitFor();
    await screenshot(desk.page, 'team-clinician-day');
    await desk.page.getByRole('button', { name: 'Week', exact: true }).click();
    await desk.page.getByRole('button', { name: /^Pip, 10:00/ }).waitFor();
    await screenshot(desk.page, 'team-clinician-week');

    // The owner removes the receptionist; her next request ends her session.
    await owner.page.reload();
    await owner.page.getByRole('button', { name: 'Remove Rita Reception' }).click();
    await owner.page
      .getByRole('alertdialog', { name: 'Remove staff member' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await owner.page.getByRole('button', { name: 'Remove Rita Reception' }).waitFor({
      state: 'detached',
    });
    await desk.page.getByRole('button', { name: 'Next', exact: true }).click();
    await desk.page
      .getByText('Please log in with your veterinary business account to manage your clinic.')
      .waitFor();
    expect(await desk.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await owner.context.close();
    await desk.context.close();
  }, 240_000);

  test('at 390 px, the clinician columns keep their width: a week scrolls sideways beside the time column and opens on the day asked for', async () => {
    const { context, page } = await newPage(browser, 390);
    await signInAs(page, clinic.business);
    const column = await openDay(page, clinic.date);
    await column.getByRole('button', { name: /^Pip, 10:00/ }).waitFor();
    await screenshot(page, 'team-clinician-day');
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    const pip = page.getByRole('button', { name: /^Pip, 10:00/ });
    await pip.waitFor();
    const scroll = page.locator('.ccal-scroll');
    expect(await scroll.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const box = await pip.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await screenshot(page, 'team-clinician-week');
    await page.goto('/vet-dashboard?tab=team');
    await page.getByRole('list', { name: 'Staff members' }).waitFor();
    await screenshot(page, 'team-tab');
    await context.close();
  });
});
