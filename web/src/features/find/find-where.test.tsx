import { describe, expect, test } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render-app';
import { speak } from '../../test/locale';
import { answer, bookable, findScene, practice, unpriced } from './find-test-support';

// Scene: the where box's suggestions and the visitor's location, around practices near Camden.
const { serve, openFind, searches } = findScene();

describe('/find: where', () => {
  test('when a place is typed, then places are suggested, the arrow keys move through them and Enter searches the one chosen', async () => {
    const server = await serve({
      'GET /places/suggest': (r) => ({
        body: {
          suggestions:
            r.query.get('q') === 'Köl'
              ? [
                  {
                    label: 'Köln',
                    lat: 50.94,
                    lng: 6.96,
                    country: 'DE',
                    countryName: 'Germany',
                    kind: 'city',
                  },
                  {
                    label: 'Kölleda',
                    lat: 51.19,
                    lng: 11.24,
                    country: 'DE',
                    countryName: 'Germany',
                    kind: 'city',
                  },
                ]
              : [],
        },
      }),
      'GET /global-practices/search': () => answer([unpriced]),
    });
    renderApp('/find');
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: 'Where' });
    await user.type(box, 'Köl');
    const list = await screen.findByRole('listbox', { name: 'Suggested places' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Köln Germany', 'Kölleda Germany']);
    // One request per pause in typing, not one per key.
    expect(
      server.seen.filter((r) => r.path === '/places/suggest').map((r) => r.query.get('q')),
    ).toEqual(['Köl']);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[0]!.id,
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(searches().at(-1)?.query.get('location')).toBe('Köln, Germany'));
    expect(box).toHaveValue('Köln, Germany');
  });

  test('when a German reader types a place, then the suggestions and the chosen place name the country in German', async () => {
    await serve({
      'GET /places/suggest': () => ({
        body: {
          suggestions: [
            { label: 'Köln', lat: 50.94, lng: 6.96, country: 'DE', countryName: 'Germany' },
          ],
        },
      }),
      'GET /global-practices/search': () => answer([unpriced]),
    });
    await speak('de');
    renderApp('/find');
    const user = userEvent.setup();
    const box = await screen.findByRole('combobox', { name: 'Wo' });
    await user.type(box, 'Köl');
    const list = await screen.findByRole('listbox');
    expect(within(list).getByRole('option')).toHaveTextContent('Köln Deutschland');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(box).toHaveValue('Köln, Deutschland'));
  });

  test('when a German reader sees a practice with no street address, then its town is followed by its country in German', async () => {
    const berlin = practice(7, { name: 'Tierarztpraxis Mitte', address: '', city: 'Berlin' });
    await speak('de');
    await openFind('/find?where=Berlin', () =>
      answer([{ ...berlin, country: 'DE', countryName: 'Germany' }]),
    );
    const row = await screen.findByRole('listitem', { name: /Tierarztpraxis Mitte/ });
    expect(row).toHaveTextContent('Berlin, Deutschland');
  });

  test('when the location is asked for and refused, then the page says so and asks for a place instead', async () => {
    const geolocation = {
      getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) =>
        fail({ code: 1 }),
    };
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    try {
      const user = await openFind('/find', () => answer([]));
      await user.click(await screen.findByRole('button', { name: 'Use my location' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Your browser did not share your location. Type a town, city or postcode instead.',
      );
      expect(searches()).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  test('when "Find Vets Near You" opens /find?locate=1 and the location is shared, then the search runs around that point and the address keeps it', async () => {
    const geolocation = {
      getCurrentPosition: (
        ok: (position: { coords: { latitude: number; longitude: number } }) => void,
      ) => ok({ coords: { latitude: 51.534321, longitude: -0.138612 } }),
    };
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
    try {
      await serve({ 'GET /global-practices/search': () => answer([bookable]) });
      const { router } = renderApp('/find?locate=1');
      await screen.findByRole('heading', { name: /clinics? near/ });
      expect(Object.fromEntries(searches().at(-1)!.query)).toMatchObject({
        lat: '51.5343',
        lng: '-0.1386',
      });
      expect(searches().at(-1)!.query.has('location')).toBe(false);
      expect(router.state.location.search).toBe('?where=My+location&lat=51.5343&lng=-0.1386');
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });
});
