/// <reference lib="dom" />
// Callbacks passed to page.evaluate run in the browser, so its globals are typed here.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import type { Pet } from '@petvet/shared';
import { openDatabase, schema } from '@petvet/shared/server';
import { pseudoMessages } from '../web/src/i18n/pseudo';
import { baseUrl, choose, launchBrowser, newPage, screenshot } from './support/browser';
import { apiCall, bookAt } from './support/booking-scene';
import { addSlot } from './support/clinic-scene';
import { addDirectoryPractice } from './support/directory-scene';
import { registerAccount, seedLondonClinic, type SeededClinic, type Session } from './support/seed';

// Every route of the app at 390 px in the pseudo-language (web/src/i18n/pseudo.ts): each English
// message renders as ⟦Áççéñtéd~~~⟧, so a plain English word outside the brackets is a text that
// is not in the catalogues, and a control 40% too narrow for a longer language shows as clipped.

const WIDTH = 390;
const SHOTS = '/tmp/shots';
const SCREEN_TIMEOUT_MS = 60_000;

/** A message as the pseudo-language shows it, for finding a control by its name. */
const pseudo = (english: string): string =>
  (pseudoMessages({ message: english }).message as unknown as string[]).join('');
/** A control's label with the pseudo-language's brackets, padding and the required mark gone. */
const bare = (label: string) => label.replace(/[⟦⟧~\u200b*]/g, '').trim();
/** A control named by a message: its accented words, whatever the padding around them. */
const named = (english: string) =>
  new RegExp(bare(pseudo(english)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * Texts that are no message and need none: the brand, and the language switcher's names of the
 * languages in their own language (English, Deutsch, Français, Español).
 */
const NOT_MESSAGES = [
  'PetVet',
  'Pet Vet',
  'English',
  'Deutsch',
  'Français',
  'Español',
  'EN',
  'DE',
  'FR',
  'ES',
  // The footer's site name (web/src/app/layout/Footer.tsx), a brand like PetVet.
  'Pet Vet Booking App',
  // The clinic profile's sample listings to link (web/src/features/business/sample-places.ts).
  'Riverside Veterinary Clinic',
  'Parkside Animal Hospital',
  'Harbour Vets',
  'High Street Pet Practice',
];

interface Finding {
  /** The text, or the control's text or name. */
  text: string;
  /** Where it is: tag and classes of the element and its two nearest ancestors. */
  where: string;
  why?: string;
}

/** Every string in an API answer (keys are no text the page shows). */
function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsOf(item, into));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => stringsOf(v, into));
}

/**
 * The data a page may show as it is: every string of the API answers it received, each also by
 * its lines and its comma-separated parts (an address shown over two lines). Stored codes (all
 * lower case, one word or snake_case: `confirmed`, `pet_owner`) are no data: shown as they are,
 * they are an untranslated status.
 */
function dataTexts(answers: Set<string>): string[] {
  const out = new Set<string>(NOT_MESSAGES);
  for (const answer of answers) {
    // A website shows by its host name ("riverside.example").
    const host = /^https?:\/\//.test(answer) ? new URL(answer).hostname.replace(/^www\./, '') : '';
    for (const part of [answer, host, ...answer.split(/\n|,|;|\(|\)/)]) {
      const text = part.trim();
      if (text.length < 2 || /^[a-z]+(_[a-z]+)*$/.test(text)) continue;
      out.add(text);
    }
  }
  return [...out].sort((a, b) => b.length - a.length);
}

interface Scan {
  texts: Finding[];
  controls: Finding[];
}

/** Untranslated texts and clipped or overflowing controls of the page as it is now. */
function scan(page: Page, data: string[]): Promise<Scan> {
  return page.evaluate((known: string[]) => {
    const LETTERS = /[A-Za-z]{2,}/;
    const whereOf = (el: Element | null): string => {
      const parts: string[] = [];
      for (
        let node = el, i = 0;
        node && node !== document.body && i < 3;
        node = node.parentElement, i++
      ) {
        const cls =
          typeof node.className === 'string'
            ? node.className.trim().split(/\s+/).filter(Boolean)
            : [];
        parts.push(`${node.tagName.toLowerCase()}${cls.map((c) => `.${c}`).join('')}`);
      }
      return parts.join(' < ');
    };

    // Intl's own words in English: month and day names, relative times, lists, units, zones.
    const intl = new Set<string>();
    const locales = ['en-GB', 'en-US'];
    const zones = new Set(['UTC', 'Europe/London']);
    known.filter((k) => /^[A-Z][a-z]+\/[A-Za-z_]+$/.test(k)).forEach((zone) => zones.add(zone));
    for (const locale of locales) {
      for (let m = 0; m < 12; m++) {
        const date = new Date(Date.UTC(2026, m, 10, 12));
        for (const month of ['long', 'short'] as const) {
          intl.add(new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(date));
        }
      }
      for (let d = 0; d < 7; d++) {
        const date = new Date(Date.UTC(2026, 0, 4 + d, 12));
        for (const weekday of ['long', 'short'] as const) {
          intl.add(new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(date));
        }
      }
      for (const part of new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        hour12: true,
      }).formatToParts(new Date(Date.UTC(2026, 0, 1, 3)))) {
        if (part.type === 'dayPeriod') intl.add(part.value);
      }
      for (const part of new Intl.DateTimeFormat(locale, {
        hour: 'numeric',
        hour12: true,
      }).formatToParts(new Date(Date.UTC(2026, 0, 1, 15)))) {
        if (part.type === 'dayPeriod') intl.add(part.value);
      }
      for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const) {
        for (const numeric of ['auto', 'always'] as const) {
          for (const style of ['long', 'short'] as const) {
            const format = new Intl.RelativeTimeFormat(locale, { numeric, style });
            for (const n of [-2, -1, 0, 1, 2]) {
              intl.add(format.format(n, unit).replace(/\d+/g, '').trim());
              format
                .formatToParts(n, unit)
                .forEach((p) => p.type === 'literal' && intl.add(p.value.trim()));
            }
          }
        }
      }
      for (const type of ['conjunction', 'disjunction'] as const) {
        new Intl.ListFormat(locale, { type }).formatToParts(['a', 'b', 'c']).forEach((p) => {
          if (p.type === 'literal') intl.add(p.value.trim());
        });
      }
      for (const unit of ['kilometer', 'mile', 'kilogram', 'pound', 'meter']) {
        for (const unitDisplay of ['short', 'long'] as const) {
          new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay })
            .formatToParts(2)
            .forEach((p) => {
              if (p.type === 'unit') intl.add(p.value);
            });
        }
      }
      for (const timeZone of zones) {
        for (const timeZoneName of ['long', 'short', 'shortGeneric', 'longGeneric'] as const) {
          for (const month of [0, 6]) {
            new Intl.DateTimeFormat(locale, { timeZone, timeZoneName })
              .formatToParts(new Date(Date.UTC(2026, month, 10)))
              .forEach((p) => {
                if (p.type === 'timeZoneName') intl.add(p.value);
              });
          }
        }
      }
      Intl.supportedValuesOf('currency').forEach((code) => intl.add(code));
      const regions = new Intl.DisplayNames(locale, { type: 'region' });
      known
        .filter((k) => /^[A-Z]{2}$/.test(k))
        .forEach((code) => {
          try {
            intl.add(regions.of(code) ?? '');
          } catch {
            // Not a region.
          }
        });
    }
    const covers = [...known, ...[...intl].filter((w) => w.length >= 2)].sort(
      (a, b) => b.length - a.length,
    );

    /** The text left once every data string in it (as whole words) is taken out. */
    const withoutData = (text: string): string => {
      const covered = new Array<boolean>(text.length).fill(false);
      for (const d of covers) {
        for (let i = text.indexOf(d); i >= 0; i = text.indexOf(d, i + 1)) {
          const before = text[i - 1] ?? ' ';
          const after = text[i + d.length] ?? ' ';
          if (/[A-Za-z0-9]/.test(before) || /[A-Za-z]/.test(after)) continue;
          for (let j = i; j < i + d.length; j++) covered[j] = true;
        }
      }
      return [...text].map((c, i) => (covered[i] ? ' ' : c)).join('');
    };

    // (a) Texts outside every ⟦…⟧, by block: a message's rich parts are inline elements.
    const depthOf = new Map<Element, number>();
    const blockOf = (node: Node): Element => {
      let el = node.parentElement!;
      while (el !== document.body && getComputedStyle(el).display === 'inline')
        el = el.parentElement!;
      return el;
    };
    const texts: Array<{ text: string; where: string }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A text area holds what its user writes or copies (the price list's HTML): data.
      if (
        !parent ||
        parent.closest('script, style, noscript, template, textarea, .leaflet-container')
      )
        continue;
      const block = blockOf(node);
      let depth = depthOf.get(block) ?? 0;
      const outside: string[] = [];
      let run = '';
      for (const ch of (node as Text).data) {
        if (ch === '⟦') {
          depth++;
        } else if (ch === '⟧') {
          depth = Math.max(0, depth - 1);
        } else if (depth === 0) {
          run += ch;
          continue;
        }
        if (run) outside.push(run);
        run = '';
      }
      if (run) outside.push(run);
      depthOf.set(block, depth);
      const visible = parent.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const inSelect = parent.closest('select');
      if (!visible && !(inSelect && inSelect.checkVisibility())) continue;
      for (const piece of outside) {
        if (!LETTERS.test(piece)) continue;
        if (LETTERS.test(withoutData(piece)))
          texts.push({ text: piece.trim(), where: whereOf(parent) });
      }
    }
    // A visible choice's group headings are its optgroups' labels.
    for (const group of Array.from(document.querySelectorAll('optgroup[label]'))) {
      const select = group.closest('select');
      const label = group.getAttribute('label') ?? '';
      if (!select?.checkVisibility() || !LETTERS.test(label.replace(/⟦[^⟧]*⟧/g, ' '))) continue;
      if (LETTERS.test(withoutData(label.replace(/⟦[^⟧]*⟧/g, ' ')))) {
        texts.push({ text: label, where: `optgroup < ${whereOf(select)}` });
      }
    }
    // Visible texts that are no text node: placeholders and button values.
    for (const el of Array.from(
      document.querySelectorAll<HTMLInputElement>(
        'input[placeholder], textarea[placeholder], input[type=submit], input[type=button]',
      ),
    )) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const text = el.placeholder || el.value;
      const bare = text.replace(/⟦[^⟧]*⟧/g, ' ');
      if (LETTERS.test(bare) && LETTERS.test(withoutData(bare)))
        texts.push({ text: `${text} (placeholder)`, where: whereOf(el) });
    }

    // (b) Controls clipped in their own box, or reaching past the screen's edge.
    const controls: Array<{ text: string; where: string; why: string }> = [];
    const hides = (value: string) => value === 'hidden' || value === 'clip';
    const scrollsSideways = (el: Element): boolean => {
      for (
        let node = el.parentElement;
        node && node !== document.body && node !== document.documentElement;
        node = node.parentElement
      ) {
        const overflowX = getComputedStyle(node).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
      }
      return false;
    };
    const clippedBox = (el: Element): string | null => {
      // A field's own value scrolls in it as it is typed: only an empty field's placeholder counts.
      if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.value) {
        return null;
      }
      const s = getComputedStyle(el);
      if (
        (hides(s.overflowX) || s.textOverflow === 'ellipsis') &&
        el.scrollWidth > el.clientWidth + 1
      ) {
        return `clipped: content ${el.scrollWidth} px in ${el.clientWidth} px`;
      }
      if (hides(s.overflowY) && el.scrollHeight > el.clientHeight + 1) {
        return `clipped: content ${el.scrollHeight} px high in ${el.clientHeight} px`;
      }
      return null;
    };
    const CONTROLS = 'button, a.btn, input:not([type=hidden]), select, textarea, [role=tab], label';
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(CONTROLS))) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = el.getBoundingClientRect();
      // A visually hidden control (a styled radio's own input, an sr-only label) shows nothing.
      if (rect.width <= 2 || rect.height <= 2) continue;
      const name = (
        el.innerText ||
        el.getAttribute('aria-label') ||
        (el as HTMLInputElement).placeholder ||
        ''
      )
        .trim()
        .slice(0, 80);
      let why = clippedBox(el);
      if (!why) {
        for (const inner of Array.from(el.querySelectorAll('*'))) {
          if (inner.getBoundingClientRect().width <= 2) continue;
          why = clippedBox(inner);
          if (why) break;
        }
      }
      // A label wider than its button spills over the button's edges even where nothing clips it.
      if (
        !why &&
        !(
          el instanceof HTMLInputElement ||
          el instanceof HTMLSelectElement ||
          el instanceof HTMLTextAreaElement
        ) &&
        el.tagName !== 'LABEL' &&
        el.scrollWidth > el.clientWidth + 1
      ) {
        why = `spills over: content ${el.scrollWidth} px in ${el.clientWidth} px`;
      }
      if (!why && (rect.right > innerWidth + 1 || rect.left < -1) && !scrollsSideways(el)) {
        why = `past the screen: ${Math.round(rect.left)}..${Math.round(rect.right)} px of ${innerWidth}`;
      }
      if (why) controls.push({ text: name, where: whereOf(el), why });
    }
    return { texts, controls };
  }, data);
}

/** A page at 390 px with the pseudo-language on, that keeps the strings of its API answers. */
async function pseudoPage(browser: Browser, session?: Session) {
  const { context, page } = await newPage(browser, WIDTH, { signedInAs: session });
  await context.addInitScript(() => localStorage.setItem('pv_pseudo', '1'));
  const answers = new Set<string>();
  const reading: Promise<unknown>[] = [];
  if (session) stringsOf(session.user, answers);
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    reading.push(
      response
        .json()
        .then((body: unknown) => stringsOf(body, answers))
        .catch(() => undefined),
    );
  });
  // A page the server rendered brings its data in the HTML (#page-data) instead of asking the API.
  const data = async () => {
    await Promise.all(reading);
    const inHtml = await page.evaluate(() => document.getElementById('page-data')?.textContent);
    if (inHtml) stringsOf(JSON.parse(inHtml), answers);
    return dataTexts(answers);
  };
  return { page, data };
}

/** Waits until the screen has its data and its messages: no request or loading indicator left. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => !document.querySelector('.loading') && (document.body.textContent ?? '').includes('⟦'),
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(250);
}

const report = (label: string, found: Scan) => {
  const { texts, controls } = found;
  if (texts.length || controls.length) {
    console.log(
      [
        `${label}:`,
        ...texts.map((f) => `  untranslated "${f.text}" in ${f.where}`),
        ...controls.map((f) => `  control "${f.text}" ${f.why} (${f.where})`),
      ].join('\n'),
    );
  }
  return {
    texts: texts.map((f) => `${f.text} @ ${f.where}`),
    controls: controls.map((f) => `${f.text}: ${f.why} @ ${f.where}`),
  };
};

/** Opens nothing more than the path: the screen as it first shows. */
type Act = (page: Page) => Promise<void>;
interface Screen {
  name: string;
  path: () => string;
  as?: () => Session;
  /** What to do once it shows (open a tab, take a step); each step's screen is checked. */
  steps?: Array<[string, Act]>;
}

async function markTakenPlace(ids: string[]): Promise<void> {
  const handle = await openDatabase({ databaseUrl: inject('databaseUrl'), poolSize: 1 });
  try {
    await handle.db
      .update(schema.appointments)
      .set({ status: 'completed' })
      .where(inArray(schema.appointments.id, ids));
  } finally {
    await handle.close();
  }
}

const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Scene: a London clinic (its owner is the clinic staff) with Olivia's dog Bella as a patient:
// Bella has an ear infection and a rabies vaccination on record, weights, an upcoming visit and
// one that took place and was reviewed; her record is shared with the clinic. Olivia's cat Milo
// has nothing yet. A crawled practice in Bristol is in the directory.
describe('every route in the pseudo-language at 390 px', () => {
  let browser: Browser;
  let clinic: SeededClinic;
  let owner: Session;
  let bella: Pet;
  let practiceId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    clinic = await seedLondonClinic(`Pseudo ${Date.now().toString(36)}`);
    await addSlot(clinic.business, clinic.date, '11:30', '12:00');
    owner = await registerAccount('pet_owner', 'Olivia', 'Bennett');
    bella = await apiCall<Pet>('POST', '/users/pets', owner, {
      name: 'Bella',
      species: 'Dog',
      breed: 'Labrador Retriever',
      allergies: ['Penicillin'],
    });
    await apiCall('POST', '/users/pets', owner, { name: 'Milo', species: 'Cat' });
    await apiCall('POST', `/users/pets/${bella.id}/medical-history`, owner, {
      date: daysAgo(40),
      type: 'illness',
      title: 'Ear infection (left ear)',
      vetClinic: 'Clapham Common Vets',
      followUpRequired: true,
      followUpDate: daysAhead(20),
    });
    await apiCall('POST', `/users/pets/${bella.id}/vaccinations`, owner, {
      vaccineName: 'Rabies',
      dateGiven: daysAgo(300),
      nextDueDate: daysAhead(65),
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
    await apiCall('PUT', `/users/pets/${bella.id}/sharing/${clinic.id}`, owner, { shared: true });
    const taken = await bookAt(owner, bella.id, clinic.id, clinic.date, '10:00');
    await bookAt(owner, bella.id, clinic.id, clinic.date, '10:30');
    await markTakenPlace([taken]);
    await apiCall('POST', '/reviews', owner, {
      vetId: clinic.id,
      appointmentId: taken,
      rating: 4,
      comment: 'Kind with Bella and quick to explain the treatment.',
    });
    practiceId = await addDirectoryPractice(
      'Harbourside Animal Clinic',
      'https://harbourside.invalid',
    );
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  const guest: Screen[] = [
    { name: 'home', path: () => '/' },
    { name: 'search', path: () => '/search?city=London&radius=10' },
    { name: 'clinic page', path: () => `/vet/${clinic.id}` },
    { name: 'clinic prices', path: () => `/vet/${clinic.id}/prices` },
    { name: 'clinic not found', path: () => '/vet/00000000-0000-4000-8000-000000000000' },
    { name: 'find', path: () => '/find?where=London&pet=cat&sort=distance' },
    { name: 'global search', path: () => '/global-vet-search' },
    { name: 'global search in Bristol', path: () => '/global-vet-search?location=Bristol' },
    { name: 'practice page', path: () => `/global-practices/${practiceId}` },
    { name: 'correct prices', path: () => `/global-practices/${practiceId}/correct-prices` },
    {
      name: 'compare',
      path: () => '/global-vet-search/compare?service=first-consultation&pet=cat&location=London',
    },
    { name: 'login', path: () => '/login' },
    { name: 'register', path: () => '/register' },
    { name: 'forgot password', path: () => '/forgot-password' },
    { name: 'reset password', path: () => '/reset-password?token=not-a-real-token' },
    { name: 'verify email', path: () => '/verify-email?token=not-a-real-token' },
    { name: 'join', path: () => '/join?token=not-a-real-token' },
    { name: 'claim account', path: () => '/claim-account?token=not-a-real-token' },
    { name: 'not found', path: () => '/no-such-page' },
  ];
  const ownerTabs = ['overview', 'appointments', 'pets', 'history', 'reviews'];
  const petTab =
    (index: number): Act =>
    async (page) => {
      await page.getByRole('tablist').last().getByRole('tab').nth(index).click();
    };
  const asOwner: Screen[] = [
    ...ownerTabs.map((tab) => ({
      name: `dashboard ${tab}`,
      path: () => `/dashboard?tab=${tab}`,
      as: () => owner,
    })),
    {
      name: 'my pets',
      path: () => '/pets',
      as: () => owner,
      steps: [
        ['medical history', petTab(1)],
        ['vaccinations', petTab(2)],
        ['sharing', petTab(3)],
        ['Milo', async (page) => page.getByRole('button', { name: /Milo/ }).first().click()],
      ],
    },
    {
      name: 'booking',
      path: () => `/book/${clinic.id}?date=${clinic.date}`,
      as: () => owner,
      steps: [
        [
          'confirm',
          async (page) => {
            await choose(page.getByRole('radio', { name: /11:00/ }));
            await page.getByRole('button', { name: named('Continue to Pet Selection') }).click();
          },
        ],
        [
          'booked',
          async (page) => {
            await choose(page.getByRole('radio', { name: /Bella/ }));
            await page
              .getByRole('button', { name: named('Book Appointment') })
              .last()
              .click();
            await page.getByRole('alertdialog').waitFor();
          },
        ],
      ],
    },
    { name: 'security', path: () => '/account/security', as: () => owner },
  ];
  const clinicTabs = [
    'overview',
    'profile',
    'services',
    'price-list',
    'appointments',
    'patients',
    'reviews',
    'calendar',
    'team',
    'analytics',
  ];
  const asClinic: Screen[] = [
    ...clinicTabs.map((tab) => ({
      name: `clinic ${tab}`,
      path: () => `/vet-dashboard?tab=${tab}`,
      as: () => clinic.business,
    })),
    {
      name: 'clinic patient',
      path: () => `/vet-dashboard/patients/${bella.id}`,
      as: () => clinic.business,
    },
  ];

  test.each([...guest, ...asOwner, ...asClinic].map((screen) => [screen.name, screen] as const))(
    'when the %s screen shows in the pseudo-language at 390 px, then every text is a message or data and no control is clipped or off screen',
    async (name, screen) => {
      const { page, data } = await pseudoPage(browser, screen.as?.());
      await page.goto(screen.path());
      await settled(page);
      const results: Record<string, { texts: string[]; controls: string[] }> = {};
      results[name] = report(name, await scan(page, await data()));
      await screenshot(page, `pseudo-${name.replace(/\s+/g, '-')}`);
      for (const [step, act] of screen.steps ?? []) {
        await act(page);
        await settled(page);
        results[`${name} / ${step}`] = report(`${name} / ${step}`, await scan(page, await data()));
        await screenshot(page, `pseudo-${name.replace(/\s+/g, '-')}-${step.replace(/\s+/g, '-')}`);
      }
      const empty = Object.fromEntries(
        Object.keys(results).map((key) => [key, { texts: [], controls: [] }]),
      );
      expect(results).toEqual(empty);
    },
    SCREEN_TIMEOUT_MS,
  );

  // Four screens in German and French, at a phone's and a desktop's width, kept in /tmp/shots to
  // be looked at: words that do not fit, English left over, awkward wording.
  const LOOKED_AT: Array<{ name: string; path: () => string; as?: () => Session; act?: Act }> = [
    { name: 'directory', path: () => '/global-vet-search?location=Bristol' },
    { name: 'clinic-prices', path: () => `/vet/${clinic.id}/prices` },
    {
      name: 'pet-vaccinations',
      path: () => '/pets',
      as: () => owner,
      act: petTab(2),
    },
    {
      name: 'clinic-price-list',
      path: () => '/vet-dashboard?tab=price-list',
      as: () => clinic.business,
    },
  ];
  test.each(['de', 'fr'] as const)(
    'when four screens show in %s, then screenshots at 390 and 1280 px are kept to be looked at',
    async (locale) => {
      // The account's language wins over the browser's after sign-in: both speak the one shown.
      for (const who of [owner, clinic.business]) {
        await apiCall('PATCH', '/account', who, { locale });
      }
      try {
        for (const width of [390, 1280]) {
          for (const screen of LOOKED_AT) {
            const { context, page } = await newPage(browser, width, {
              signedInAs: screen.as?.(),
            });
            await context.addCookies([{ name: 'pv_locale', value: locale, url: baseUrl() }]);
            await page.goto(screen.path());
            await page.waitForLoadState('networkidle');
            await page.waitForFunction(() => !document.querySelector('.loading'));
            if (screen.act) {
              await screen.act(page);
              await page.waitForLoadState('networkidle');
            }
            await page.waitForTimeout(250);
            mkdirSync(SHOTS, { recursive: true });
            await page.screenshot({
              path: path.join(SHOTS, `${locale}-${screen.name}-${width}.png`),
              fullPage: true,
            });
            await context.close();
          }
        }
      } finally {
        for (const who of [owner, clinic.business]) {
          await apiCall('PATCH', '/account', who, { locale: 'en' });
        }
      }
    },
    120_000,
  );
});
