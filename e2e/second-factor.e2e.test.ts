import { createHmac } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot, signInAs } from './support/browser';
import { registerAccount, type Session } from './support/seed';

/**
 * The code an authenticator app shows (RFC 6238: HMAC-SHA-1, six digits, 30-second steps),
 * written here apart from the API's own, so the journey checks the server against the standard.
 */
function appCode(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/\s/g, '')) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

describe('a second factor for a clinic', () => {
  let browser: Browser;
  let owner: Session;
  beforeAll(async () => {
    browser = await launchBrowser();
    // A fresh practice owner: the demo accounts are left as they are.
    owner = await registerAccount('vet_business', 'Tess', 'Totp');
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('when a clinic owner turns on the second factor and requires it of the team, then signing in asks for the code and a code computed from the key signs in', async () => {
    const { page } = await newPage(browser);
    await signInAs(page, owner);
    await page.goto('/account/security');
    const section = page.getByRole('region', { name: 'Second factor' });
    await section.getByRole('button', { name: 'Set up a second factor' }).click();
    await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await section.getByLabel('Setup key').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await section.getByLabel(/^Code from the app/).fill(appCode(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();

    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    await screenshot(page, 'second-factor-recovery-codes');
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expect.poll(() => section.getByText('On', { exact: true }).count()).toBe(1);
    await expect.poll(() => codes.count()).toBe(0);

    // The practice owner requires it of every staff member.
    await page.goto('/vet-dashboard?tab=team');
    const required = page.getByRole('checkbox', {
      name: /Require a second factor for every staff member/,
    });
    await required.click();
    await expect.poll(() => required.isChecked()).toBe(true);

    // A new browser signs in: the password, then a code (the next step's, as the enabling code's
    // step is used up and a replay would be refused).
    const fresh = await newPage(browser, 390);
    await fresh.page.goto('/login');
    await fresh.page.waitForTimeout(1500);
    await fresh.page.getByLabel(/^Email/).fill(owner.email);
    await fresh.page.getByLabel(/^Password/).fill(owner.password);
    await fresh.page.getByRole('button', { name: 'Login' }).click();
    await fresh.page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    await fresh.page.getByLabel(/^Code/).fill('000000');
    await fresh.page.getByRole('button', { name: 'Verify' }).click();
    await fresh.page.getByText('That code is not right. Please try again.').waitFor();
    await screenshot(fresh.page, 'second-factor-code-step');
    await fresh.page.getByLabel(/^Code/).fill(appCode(secret, Date.now() + 30_000));
    await fresh.page.getByRole('button', { name: 'Verify' }).click();
    await fresh.page.waitForURL(/\/(dashboard|vet-dashboard)/);
    const token = await fresh.page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
  });
});
