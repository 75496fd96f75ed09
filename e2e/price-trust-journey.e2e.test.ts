import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  newPage,
  screenshot,
  SCREENSHOT_DIR,
} from './support/browser';
import { apiCall } from './support/booking-scene';
import { addDirectoryPractice, crawlNow } from './support/directory-scene';
import { startFixtureSite, type FixtureSite } from './support/fixture-site';
import { registerAccount, type Session } from './support/seed';

const SHOTS = '/tmp/shots';
const CONFIRMED = /confirmed by the practice on \d{1,2} [A-Z][a-z]+ \d{4}/;

/** The practice's price page: a consultation table, a booster per pet, two cat spay prices. */
function pricePage(firstConsultation: string): string {
  return `<!doctype html><html lang="en"><head><title>Prices | Avonbank Vets</title></head><body>
<h1>Our prices</h1>
<p>All prices include VAT at 20%.</p>
<h2>Consultations</h2>
<table><thead><tr><th>Service</th><th>Price</th></tr></thead><tbody>
<tr><td>First consultation</td><td>£${firstConsultation}</td></tr>
<tr><td>Repeat consultation</td><td>£32.00</td></tr>
<tr><td>Nurse consultation</td><td>£20.00</td></tr>
</tbody></table>
<h2>Vaccinations</h2>
<table><thead><tr><th>Service</th><th>Cat</th><th>Dog</th></tr></thead><tbody>
<tr><td>Vaccination booster</td><td>£52.00</td><td>£58.00</td></tr>
</tbody></table>
<h2>Neutering</h2>
<table><thead><tr><th>Service</th><th>Price</th></tr></thead><tbody>
<tr><td>Cat spay</td><td>£95.00</td></tr>
<tr><td>Cat spay</td><td>£110.00</td></tr>
</tbody></table>
</body></html>`;
}

const HOME = `<!doctype html><html lang="en"><head><title>Avonbank Vets</title></head><body>
<nav><a href="/prices">Prices</a></nav><h1>Avonbank Vets</h1><p>Caring for pets by the harbour.</p>
</body></html>`;

/** A full-page screenshot in the journeys' folder and in /tmp/shots, to be looked at. */
async function shot(page: Page, name: string) {
  await screenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  const file = `${name}-${page.viewportSize()?.width ?? 0}.png`;
  copyFileSync(path.join(SCREENSHOT_DIR, file), path.join(SHOTS, file));
}

/** The standard-layout table of one service on the practice page, and its row for a pet. */
const bandRow = (page: Page, service: RegExp, pet: string) =>
  page.getByRole('table', { name: service }).getByRole('row').filter({ hasText: pet });

// Scene: Avonbank Vets, a crawled Bristol practice whose website is a local fixture site. Its
// first crawl publishes nine prices and keeps two cat spay prices (one band, two figures)
// unconfirmed. Its manager proves control with a file, removes the wrong spay price, corrects the
// first consultation (48 -> 45) and confirms the rest. Then the site changes its consultation
// price to 50, and the next crawl flags it without touching the practice's own price.
describe('prices a practice stands behind', () => {
  let browser: Browser;
  let site: FixtureSite;
  let practiceId: number;
  let manager: Session;
  const name = `Avonbank Vets ${Date.now().toString(36)}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    site = await startFixtureSite({ '/': { body: HOME }, '/prices': { body: pricePage('48.00') } });
    practiceId = await addDirectoryPractice(name, site.url);
    await crawlNow(practiceId);
    // The first crawl publishes what it is sure of: 3 consultations and a booster per pet band.
    const read = await apiCall<{ totalServices: number }>('GET', `/global-practices/${practiceId}`);
    expect(read.totalServices).toBe(9);
    manager = await registerAccount('vet_business', 'Maya', 'Thames');
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  test('when the practice proves control with a file, corrects one price and confirms the rest, then the directory and compare show its price as confirmed, and a re-crawl only flags a change', async () => {
    const { page } = await newPage(browser, 1280, { signedInAs: manager });
    await page.goto(`/global-practices/${practiceId}`);
    const consult = bandRow(page, /^First consultation/, 'Any pet');
    await consult.getByText('£48').waitFor();
    await consult.getByText(/read from the practice's website on/).waitFor();
    await shot(page, 'price-trust-practice-crawled');

    await page.getByRole('link', { name: 'Is this your practice? Correct these prices' }).click();
    await page.waitForURL(/\/correct-prices$/);
    await page.getByRole('radio', { name: /A file placed on your website/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    const values = page.locator('.copy-text__value');
    await values.first().waitFor();
    const fileUrl = (await values.nth(0).textContent())?.trim();
    const token = (await values.nth(1).textContent())?.trim() ?? '';
    expect(fileUrl).toBe(`${site.url}.well-known/petvet-verification.txt`);
    expect(token.length).toBeGreaterThan(10);
    await shot(page, 'price-trust-claim-file');
    await expectNoSeriousA11yViolations(page, 'correct-prices (claim)');
    // Opened again (another device, a reload), the page resumes the open claim where it stood.
    const phone = await newPage(browser, 390, { signedInAs: manager });
    await phone.page.goto(`/global-practices/${practiceId}/correct-prices`);
    await phone.page.getByText(token, { exact: true }).waitFor();
    await shot(phone.page, 'price-trust-claim-file');
    await phone.context.close();

    // The manager places the file; the crawler reads it when asked to check.
    site.pages['/.well-known/petvet-verification.txt'] = { body: `${token}\n`, type: 'text/plain' };
    await page.getByRole('button', { name: 'Check now' }).click();
    await page
      .getByRole('heading', { name: `Your prices at ${name}` })
      .waitFor({ timeout: 60_000 });
    expect(site.hits).toContain('/.well-known/petvet-verification.txt');
    const spays = page.getByRole('listitem').filter({ hasText: /unconfirmed: not shown/ });
    expect(await spays.count()).toBe(2);
    await shot(page, 'price-trust-review');
    await expectNoSeriousA11yViolations(page, 'correct-prices (review)');

    // The £110 spay price is not theirs: removed, after a question.
    await spays
      .filter({ hasText: '£110' })
      .getByRole('button', { name: /^Remove/ })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Remove this price?' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByRole('listitem').filter({ hasText: '£110' }).waitFor({ state: 'detached' });

    const row = page.getByRole('listitem', { name: 'First consultation, Any pet' });
    await row.getByRole('button', { name: /^Correct/ }).click();
    await row.getByLabel(/^Price including VAT/).fill('45');
    await row.getByRole('button', { name: 'Save the correct price' }).click();
    await row.getByText(CONFIRMED).waitFor();
    await row.getByText('£45').waitFor();

    await page.getByRole('button', { name: /^Confirm all shown/ }).click();
    await page.getByText(/^Confirmed \d+ prices\.$/).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: /^Confirm all shown/ }).count()).toBe(0);
    await shot(page, 'price-trust-review-confirmed');

    // The directory page: the corrected price, confirmed by the practice; the rest confirmed too.
    await page.goto(`/global-practices/${practiceId}`);
    await consult.getByText('£45').waitFor();
    await consult.getByText(CONFIRMED).waitFor();
    await bandRow(page, /^Spay/, 'Cat').getByText(CONFIRMED).waitFor();
    expect(await page.getByText("read from the practice's website on").count()).toBe(0);
    await shot(page, 'price-trust-practice-confirmed');

    // Compare, confirmed prices only: the practice with its corrected price.
    const compare = `/global-vet-search/compare?service=first-consultation&pet=cat&location=Bristol&radius=50&confirmed=true`;
    await page.goto(compare);
    const compared = page.getByRole('row').filter({ hasText: name });
    await compared.getByText('£45').waitFor();
    await compared.getByText(CONFIRMED).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Confirmed prices only' }).isChecked()).toBe(
      true,
    );
    await shot(page, 'price-trust-compare');

    // The site now says £50: the next crawl flags it, and the practice's £45 stays.
    site.pages['/prices'] = { body: pricePage('50.00') };
    await crawlNow(practiceId);
    await page.goto(`/global-practices/${practiceId}`);
    await consult.getByText('£45').waitFor();
    await consult.getByText(CONFIRMED).waitFor();
    await page.goto(`/global-practices/${practiceId}/correct-prices`);
    await row.getByText(/Your site now says £50 \(read /).waitFor();
    await row.getByText('£45').waitFor();
    await row.getByRole('button', { name: /^Confirm/ }).waitFor();
    await shot(page, 'price-trust-review-flagged');
  });

  test('when the screens are seen at 390 px, then the practice page, the review with its flag and compare fit a phone', async () => {
    const { page } = await newPage(browser, 390, { signedInAs: manager });
    await page.goto(`/global-practices/${practiceId}`);
    await bandRow(page, /^First consultation/, 'Any pet')
      .getByText(CONFIRMED)
      .waitFor();
    await shot(page, 'price-trust-practice-confirmed');
    await page.goto(`/global-practices/${practiceId}/correct-prices`);
    await page.getByText(/Your site now says £50/).waitFor({ timeout: 30_000 });
    await shot(page, 'price-trust-review-flagged');
    await page.goto(
      `/global-vet-search/compare?service=first-consultation&pet=cat&location=Bristol&radius=50&confirmed=true`,
    );
    await page.getByRole('row').filter({ hasText: name }).getByText(CONFIRMED).waitFor();
    await shot(page, 'price-trust-compare');
    // Nothing wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
