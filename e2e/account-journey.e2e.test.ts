import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { waitFor } from '../test-support/wait-for';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { readMailbox, type MailboxMessage } from './support/mailbox';
import { uniqueEmail } from './support/seed';

/** The address the line "Label: https://..." of the email's text names. */
const linkIn = (mail: MailboxMessage, label: string) =>
  new RegExp(`^${label}: (\\S+)$`, 'm').exec(mail.text)?.[1];

/** The first email to `to` whose subject is `subject`, once it has arrived. */
async function mailTo(to: string, subject: string): Promise<MailboxMessage> {
  const mails = await waitFor(
    () => readMailbox(inject('mailboxUrl'), to),
    (found) => found.some((m) => m.subject === subject),
    30_000,
  );
  return mails.find((m) => m.subject === subject)!;
}

/** The app's first render replaces the server's HTML: typing waits for it. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForTimeout(1500);
}

/**
 * An owner's account from the first day: registered in the browser, the address confirmed from
 * the emailed link, the password forgotten and chosen again from the reset email, and the phone
 * that was still signed in with the old password signed out.
 */
describe('an account people can trust', () => {
  let browser: Browser;
  const email = uniqueEmail('journey');
  const firstPassword = 'first-password-1';
  const newPassword = 'second-password-2';

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('when an owner registers, confirms the address, forgets the password and resets it from the email, then only the new password signs in and the other device is signed out', async () => {
    // Registration in the browser, on a laptop.
    const laptop = await newPage(browser, 1280);
    await open(laptop.page, '/register');
    await laptop.page.getByLabel(/^First name/).fill('Jo');
    await laptop.page.getByLabel(/^Last name/).fill('Journey');
    await laptop.page.getByLabel(/^Email/).fill(email);
    await laptop.page.getByLabel(/^Password/).fill(firstPassword);
    await laptop.page.getByLabel(/^Confirm password/).fill(firstPassword);
    await laptop.page.getByRole('button', { name: 'Create Account' }).click();
    await laptop.page.waitForURL(/\/dashboard/);

    // The verification link, opened from the test SMTP server's mailbox.
    const verification = await mailTo(email, 'Confirm your PetVet email address');
    const verifyLink = linkIn(verification, 'Confirm this address');
    expect(verifyLink, verification.text).toMatch(/\/verify-email\?token=[\w-]+$/);
    await laptop.page.goto(verifyLink!);
    await laptop.page.getByRole('heading', { name: 'Confirm your email address' }).waitFor();
    await laptop.page.locator('.alert--success').waitFor();

    // A phone signs in with the first password too.
    const phone = await newPage(browser, 390);
    await open(phone.page, '/login');
    await phone.page.getByLabel(/^Email/).fill(email);
    await phone.page.getByLabel(/^Password/).fill(firstPassword);
    await phone.page.getByRole('button', { name: 'Login' }).click();
    await phone.page.waitForURL(/\/dashboard/);

    // On the laptop, signed out, the password is forgotten.
    await laptop.page.goto('/dashboard');
    await laptop.page.getByRole('button', { name: 'Logout' }).click();
    await open(laptop.page, '/login');
    await laptop.page.getByRole('link', { name: 'Forgot password?' }).click();
    await laptop.page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await laptop.page.getByLabel(/^Email/).fill(email);
    await laptop.page.getByRole('button', { name: 'Email me a link' }).click();
    await laptop.page.getByRole('heading', { name: 'Check your email' }).waitFor();

    // The reset link from the email sets the new password and sends to sign-in with a notice.
    const reset = await mailTo(email, 'Choose a new PetVet password');
    const resetLink = linkIn(reset, 'Choose a new password');
    expect(resetLink, reset.text).toMatch(/\/reset-password\?token=[\w-]+$/);
    await open(laptop.page, resetLink!);
    await laptop.page.getByLabel(/^New password/).fill(newPassword);
    await laptop.page.getByLabel(/^Confirm new password/).fill(newPassword);
    await laptop.page.getByRole('button', { name: 'Set new password' }).click();
    await laptop.page.waitForURL(/\/login$/);
    await laptop.page.getByText('Your password has been changed').waitFor();
    await screenshot(laptop.page, 'account-journey-reset-done');

    // The old password no longer signs in; the new one does.
    await laptop.page.getByLabel(/^Email/).fill(email);
    await laptop.page.getByLabel(/^Password/).fill(firstPassword);
    await laptop.page.getByRole('button', { name: 'Login' }).click();
    await laptop.page.getByRole('alert').first().waitFor();
    await laptop.page.getByLabel(/^Password/).fill(newPassword);
    await laptop.page.getByRole('button', { name: 'Login' }).click();
    await laptop.page.waitForURL(/\/dashboard/);

    // The phone's session ended with the reset: its next request sends it to sign-in.
    await phone.page.goto('/account/security');
    await phone.page.waitForURL(/\/login/, { timeout: 15_000 });

    // The Security page lists this device alone.
    await laptop.page.goto('/account/security');
    const devices = laptop.page
      .getByRole('list', { name: 'Signed-in devices' })
      .getByRole('listitem');
    await devices.first().waitFor();
    await expect.poll(() => devices.count()).toBe(1);
    expect(await devices.first().textContent()).toContain('This device');
    await screenshot(laptop.page, 'account-journey-security');
  }, 120_000);
});
