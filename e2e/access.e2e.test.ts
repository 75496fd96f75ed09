import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, signInAs } from './support/browser';
import { registerAccount } from './support/seed';

describe('sign-in and access', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('when login is tried with empty fields or a wrong password, then the form says why', async () => {
    const account = await registerAccount('pet_owner', 'Lara', 'Login');
    const { context, page } = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Invalid email or password');
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Lara!' }).waitFor();
    await context.close();
  });

  test('when a visitor opens guarded pages, then each sends them to /login', async () => {
    const { context, page } = await newPage(browser);
    for (const path of ['/dashboard', '/pets']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
    }
    await context.close();
  });

  test('when a business account opens /pets and /dashboard, then /pets sends it to /login and /dashboard shows the business dashboard', async () => {
    const business = await registerAccount('vet_business', 'Bea', 'Business');
    const { context, page } = await newPage(browser);
    await signInAs(page, business);
    await page.goto('/pets');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'My Pets' })
        .count(),
    ).toBe(0);
    await context.close();
  });
});
