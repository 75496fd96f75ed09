import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { waitFor } from '../test-support/wait-for';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  newPage,
  screenshot,
} from './support/browser';
import { readMailbox } from './support/mailbox';
import { seedLondonClinic, uniqueEmail, type SeededClinic } from './support/seed';

describe('booking journey of a new owner', () => {
  let browser: Browser;
  let clinic: SeededClinic;
  beforeAll(async () => {
    browser = await launchBrowser();
    clinic = await seedLondonClinic(`Journey ${Date.now().toString(36)}`);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('when a visitor picks a free time from search, registers and adds a pet inside the booking, then it is booked for that clinic and time and the email with its .ics arrives', async () => {
    const { context, page } = await newPage(browser);
    const email = uniqueEmail('journey');

    await page.goto('/search?city=London&radius=10');
    const card = page.getByRole('article', { name: clinic.name });
    const nextFree = card.getByText(/Next free: /);
    await nextFree.waitFor();
    expect((await nextFree.textContent())?.trim()).toMatch(/^Next free: .+, 10:00$/);
    await card.getByRole('link', { name: `View Details: ${clinic.name}` }).click();
    await page.getByRole('heading', { name: clinic.name, level: 1 }).waitFor();

    const free = page.getByRole('region', { name: 'Free times' });
    const pick = free.getByRole('link', { name: /^Book .+ at 10:30$/ });
    await pick.waitFor();
    expect(await free.getByRole('link', { name: /^Book .+ at 10:00$/ }).count()).toBe(1);
    await pick.click();

    await page.getByRole('heading', { name: 'Choose a date and time' }).waitFor();
    const chosen = page.getByRole('radio', { name: /^10:30/ });
    await chosen.waitFor();
    expect(await chosen.isChecked()).toBe(true);
    expect(await page.locator(`input[name="day"][value="${clinic.date}"]`).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue to Pet Selection' }).click();

    const login = page.getByTestId('login-required');
    await login.getByText('Please log in to book an appointment').waitFor();
    await expectNoSeriousA11yViolations(page, 'booking sign-in step');
    await login.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel(/^First name/).fill('Jo');
    await page.getByLabel(/^Last name/).fill('Newcomer');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill('biscuit-2024');
    await page.getByLabel(/^Confirm password/).fill('biscuit-2024');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.getByRole('heading', { name: 'Confirm your booking' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/book-appointment/${clinic.id}`);
    await page.getByTestId('no-pets').getByRole('heading', { name: 'No Pets Found' }).waitFor();
    const petForm = page.getByRole('form', { name: 'Add your pet' });
    await expectNoSeriousA11yViolations(page, 'booking no-pets step');
    await petForm.getByLabel(/^Pet's name/).fill('Biscuit');
    await petForm.getByLabel(/^Species/).selectOption('Dog');
    await petForm.getByRole('button', { name: 'Add pet and continue' }).click();
    const biscuit = page.getByRole('radio', { name: /Biscuit/ });
    await biscuit.waitFor();
    expect(await biscuit.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Book Appointment' }).click();

    const booked = page.getByRole('alertdialog', { name: 'Appointment booked successfully!' });
    await booked.waitFor();
    const summary = (await booked.getByTestId('booked-summary').textContent()) ?? '';
    expect(summary).toContain(clinic.name);
    expect(summary).toContain('10:30 – 11:00');
    expect(summary).toContain('Biscuit');
    expect(summary).toContain('Awaiting confirmation by the clinic');
    await screenshot(page, 'booking-journey-confirmed');

    const mails = await waitFor(
      () => readMailbox(inject('mailboxUrl'), email),
      (found) => found.some((m) => m.attachments.some((a) => a.filename.endsWith('.ics'))),
      30_000,
    );
    const mail = mails.find((m) => m.attachments.some((a) => a.filename.endsWith('.ics')));
    expect(mail, `no email with an .ics reached ${email}`).toBeDefined();
    expect(`${mail!.subject}\n${mail!.text}`).toContain(clinic.name);
    const ics = mail!.attachments.find((a) => a.filename.endsWith('.ics'))!.content;
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`${clinic.date.replaceAll('-', '')}T1030`);
    await context.close();
  });
});
