/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, so its globals are typed here.
import type { Browser, Page } from 'playwright-core';
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

interface Screen {
  name: string;
  path: (clinic: SeededClinic) => string;
  ready: (page: Page, clinic: SeededClinic) => Promise<void>;
  signedIn?: boolean;
}

const SCREENS: Screen[] = [
  {
    name: 'home',
    path: () => '/',
    ready: (p) => p.getByRole('link', { name: 'Find Vets Near You' }).waitFor(),
  },
  {
    name: 'login',
    path: () => '/login',
    ready: (p) => p.getByRole('heading', { name: 'Welcome back' }).waitFor(),
  },
  {
    name: 'register',
    path: () => '/register',
    ready: (p) => p.getByRole('heading', { name: 'Create your account' }).waitFor(),
  },
  {
    name: 'search',
    path: () => '/search?city=London&radius=10',
    ready: (p, c) => p.getByRole('article', { name: c.name }).waitFor(),
  },
  {
    name: 'search-default-cities',
    path: () => '/search',
    ready: (p) => p.getByRole('heading', { name: /^Found \d+ veterinary clinic/ }).waitFor(),
  },
  {
    name: 'clinic-detail',
    path: (c) => `/vet/${c.id}`,
    ready: (p, c) => p.getByRole('heading', { name: c.name, level: 1 }).waitFor(),
  },
  {
    name: 'clinic-not-found',
    path: () => '/vet/00000000-0000-4000-8000-000000000000',
    ready: (p) => p.getByRole('heading', { name: 'Vet Not Found' }).waitFor(),
  },
  {
    name: 'booking',
    path: (c) => `/book/${c.id}`,
    signedIn: true,
    ready: (p) => p.getByRole('heading', { name: 'Choose a date and time' }).waitFor(),
  },
  {
    name: 'dashboard',
    path: () => '/dashboard',
    signedIn: true,
    ready: (p) => p.getByRole('heading', { name: 'Welcome back, Quinn!' }).waitFor(),
  },
  {
    name: 'my-pets',
    path: () => '/pets',
    signedIn: true,
    ready: (p) => p.getByRole('heading', { name: 'Olive', level: 2 }).waitFor(),
  },
  {
    name: 'global-search',
    path: () => '/global-vet-search',
    ready: (p) => p.getByRole('button', { name: 'London, UK' }).waitFor(),
  },
  {
    name: 'not-found',
    path: () => '/no-such-page',
    ready: (p) => p.getByRole('heading', { name: 'Page Not Found' }).waitFor(),
  },
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

  test.each([1280, 390])(
    'when each screen is shown %i px wide, then axe finds no serious or critical problem and a screenshot is kept',
    async (width) => {
      const { context, page } = await newPage(browser, width);
      let signedIn = false;
      for (const screen of SCREENS) {
        if (screen.signedIn && !signedIn) {
          await signInAs(page, owner);
          signedIn = true;
        }
        await page.goto(screen.path(clinic));
        await screen.ready(page, clinic);
        await screenshot(page, screen.name);
        await expectNoSeriousA11yViolations(page, `${screen.name} @${width}`);
      }
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Add Pet' }).first().click();
      await page.getByRole('dialog', { name: 'Add New Pet' }).waitFor();
      await screenshot(page, 'pet-modal');
      await expectNoSeriousA11yViolations(page, `pet modal @${width}`);
      await page.keyboard.press('Escape');

      await signInAs(page, clinic.business);
      for (const tab of [
        'overview',
        'profile',
        'services',
        'appointments',
        'reviews',
        'calendar',
        'analytics',
      ]) {
        await page.goto(`/dashboard?tab=${tab}`);
        await page.getByRole('tab', { selected: true }).waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `business-${tab}`);
        // Colours and names do not change with width: one axe pass keeps the suite short.
        if (width === 1280) await expectNoSeriousA11yViolations(page, `business ${tab}`);
      }
      await context.close();
    },
  );

  test('when the site is 360 px wide, then no screen scrolls sideways', async () => {
    const { context, page } = await newPage(browser, 360);
    await signInAs(page, owner);
    for (const path of [
      '/',
      '/search?city=London&radius=10',
      `/vet/${clinic.id}`,
      `/book/${clinic.id}`,
      '/dashboard',
      '/pets',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
    await context.close();
  });

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
    await page
      .getByRole('tab', { name: 'Upcoming Appointments', selected: true })
      .waitFor({ timeout: 5000 });
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
});
