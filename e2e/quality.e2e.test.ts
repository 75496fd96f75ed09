/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, so its globals are typed here.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  launchBrowser,
  newPage,
  screenshot,
  signInAs,
} from './support/browser';
import {
  addPet,
  registerAccount,
  seedLondonClinic,
  type SeededClinic,
  type Session,
} from './support/seed';
import { SCREENS } from './support/screens';

// One screen is one test with its own bound: on a loaded machine a slow screen fails alone, by its
// name, and can never use up the time of the screens after it. Each test opens its own context.
const SCREEN_TIMEOUT_MS = 60_000;
const WIDTHS = [1280, 390] as const;
const BUSINESS_TABS = [
  'overview',
  'profile',
  'services',
  'appointments',
  'reviews',
  'calendar',
  'analytics',
] as const;
const NARROW_PATHS: Array<(clinic: SeededClinic) => string> = [
  () => '/',
  () => '/search?city=London&radius=10',
  (c) => `/vet/${c.id}`,
  (c) => `/book/${c.id}`,
  () => '/dashboard',
  () => '/pets',
];

describe('quality of the site', () => {
  let browser: Browser;
  let clinic: SeededClinic;
  let owner: Session;
  beforeAll(async () => {
    browser = await launchBrowser();
    clinic = await seedLondonClinic(`Quality ${Date.now().toString(36)}`);
    owner = await registerAccount('pet_owner', 'Quinn', 'Quality');
    await addPet(owner, 'Olive', 'Rabbit');
  });
  afterAll(async () => {
    await browser?.close();
  });

  describe.each(WIDTHS)('at %i px', (width) => {
    test.each(SCREENS.map((screen) => [screen.name, screen] as const))(
      'when the %s screen is shown, then axe finds no serious or critical problem and a screenshot is kept',
      async (name, screen) => {
        const { page } = await newPage(browser, width, {
          signedInAs: screen.signedIn ? owner : undefined,
        });
        await page.goto(screen.path(clinic));
        await screen.ready(page, clinic);
        await screenshot(page, name);
        await expectNoSeriousA11yViolations(page, `${name} @${width}`);
      },
      SCREEN_TIMEOUT_MS,
    );

    test(
      'when the Add Pet dialog is open, then axe finds no serious or critical problem and a screenshot is kept',
      async () => {
        const { page } = await newPage(browser, width, { signedInAs: owner });
        await page.goto('/dashboard');
        await page.getByRole('button', { name: 'Add Pet' }).first().click();
        await page.getByRole('dialog', { name: 'Add New Pet' }).waitFor();
        await screenshot(page, 'pet-modal');
        await expectNoSeriousA11yViolations(page, `pet modal @${width}`);
      },
      SCREEN_TIMEOUT_MS,
    );

    test.each(BUSINESS_TABS)(
      'when the business dashboard shows its %s tab, then a screenshot is kept (and axe finds nothing serious at 1280 px)',
      async (tab) => {
        const { page } = await newPage(browser, width, { signedInAs: clinic.business });
        await page.goto(`/dashboard?tab=${tab}`);
        await page.getByRole('tab', { selected: true }).waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `business-${tab}`);
        // Colours and names do not change with width: one axe pass keeps the suite short.
        if (width === 1280) await expectNoSeriousA11yViolations(page, `business ${tab}`);
      },
      SCREEN_TIMEOUT_MS,
    );
  });

  test.each(NARROW_PATHS.map((path) => [path({ id: ':id' } as SeededClinic), path] as const))(
    'when %s is 360 px wide, then it does not scroll sideways',
    async (_label, path) => {
      const { page } = await newPage(browser, 360, { signedInAs: owner });
      const address = path(clinic);
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path: address, overflow }).toEqual({ path: address, overflow: 0 });
    },
    SCREEN_TIMEOUT_MS,
  );

  test('when a modal is open, then Tab stays inside it, Escape closes it and focus returns to its opener', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, owner);
    await page.goto('/pets');
    const opener = page.getByRole('button', { name: 'Add New Pet' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add New Pet' });
    await dialog.waitFor();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((node) => node === document.activeElement)).toBe(true);
    await context.close();
  });

  test('when the keyboard is used from the top of a page, then the skip link comes first and the tabs follow the arrow keys', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, owner);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Quinn!' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Upcoming Appointments', selected: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Upcoming Appointments',
    );
    await context.close();
  });

  test('when pages are opened, then page views are stored first-party', async () => {
    const { context, page } = await newPage(browser);
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/pageview')) beacons.push(request.postData() ?? '');
    });
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/analytics/pageview'));
    await page.goto('/search');
    expect((await answered).status()).toBe(204);
    expect(JSON.parse(beacons[0] ?? '{}')).toMatchObject({ path: '/search' });
    await context.close();
  });

  // A phone's browser paints a page it has only partly read; were the card centred in its
  // section, it would jump up as the rest of it arrived (Lighthouse counted that as layout shift).
  test('when the sign-in card is only partly drawn, then it already stands where the whole card stands', async () => {
    const { context, page } = await newPage(browser, 390);
    await page.goto('/login');
    const card = page.locator('.auth__card');
    const whole = await card.boundingBox();
    await card.evaluate((element) => {
      for (const child of Array.from(element.children).slice(1))
        (child as HTMLElement).style.display = 'none';
    });
    const partial = await card.boundingBox();
    expect(partial!.height).toBeLessThan(whole!.height / 2);
    expect(partial!.y).toBe(whole!.y);
    await context.close();
  });
});
