import type { Page } from 'playwright-core';
import type { SeededClinic } from './seed';

/** A screen of the site as the quality checks open it: where, and what shows once it is ready. */
export interface Screen {
  name: string;
  path: (clinic: SeededClinic) => string;
  ready: (page: Page, clinic: SeededClinic) => Promise<void>;
  signedIn?: boolean;
}

export const SCREENS: Screen[] = [
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
    name: 'find',
    path: () => '/find?where=London&pet=cat&sort=distance',
    ready: (p) => p.getByRole('list', { name: 'Results' }).waitFor(),
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
