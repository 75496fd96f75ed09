import { describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, bookable, findScene, practice, unpriced } from './find-test-support';

// Scene: three practices near Camden, searched for a cat's booster this week.
const { openFind, searches } = findScene();
const crawled = practice(2, {
  name: 'Regent Vets',
  phone: '+44 20 7000 0002',
  rating: 4.1,
  reviewCount: 1,
  servicePrice: {
    service: 'vaccination-booster',
    band: 'any',
    amount: 38,
    amountMax: 52,
    currency: 'GBP',
    source: 'website',
    sourceUrl: 'https://regent.example/prices',
    asOf: '2026-10-03T08:00:00Z',
  },
});
const BOOSTER = '/find?where=NW1+7AA&service=vaccination-booster&pet=cat&within=7&sort=price';

describe('/find', () => {
  test('when a cat booster near NW1 7AA is searched, then the page asks the search with its arguments and states the place', async () => {
    await openFind(BOOSTER, () => answer([bookable, crawled, unpriced]));
    expect(
      await screen.findByRole('heading', { name: '3 clinics near NW1 7AA, United Kingdom' }),
    ).toBeInTheDocument();
    const asked = searches()[0]!.query;
    expect(Object.fromEntries(asked)).toMatchObject({
      location: 'NW1 7AA',
      service: 'vaccination-booster',
      band: 'cat',
      within: '7',
      sort: 'price',
      radius: '25',
      currency: 'GBP',
    });
    expect(screen.getByLabelText('What for')).toHaveValue('vaccination-booster');
    expect(screen.getByLabelText('When')).toHaveValue('7');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price');
  });

  test('when rows show, then each says its price with where and when it was read, its distance and rating, and a bookable one its next free time as a booking link', async () => {
    await openFind(BOOSTER, () => answer([bookable, crawled, unpriced]));
    const rows = await screen.findAllByRole('listitem');
    const first = within(rows[0]!);
    expect(first.getByText('£45')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'from the clinic, 12 Nov 2026' })).toHaveAttribute(
      'href',
      '/vet/clinic-1/prices',
    );
    expect(first.getByText('Book online')).toBeInTheDocument();
    expect(first.getByText('0.5 km away')).toBeInTheDocument();
    expect(first.getByText(/4\.6 \(128 reviews\)/)).toBeInTheDocument();
    expect(
      first.getByRole('link', { name: 'Book Camden Cat Clinic at Wed 2 Dec, 09:30' }),
    ).toHaveAttribute('href', '/book/clinic-1?service=Cat+booster&date=2026-12-02&time=09%3A30');
    const second = within(rows[1]!);
    expect(second.getByText('£38 - £52')).toBeInTheDocument();
    expect(
      second.getByRole('link', { name: 'from its website, read 3 Oct 2026' }),
    ).toBeInTheDocument();
    expect(second.getByText(/4\.1 \(1 review\)/)).toBeInTheDocument();
    // Nobody knows its free times: no time is claimed, the phone is offered.
    expect(second.getByRole('link', { name: 'Call to book: +44 20 7000 0002' })).toHaveAttribute(
      'href',
      'tel:+442070000002',
    );
    expect(second.queryByText('Book online')).not.toBeInTheDocument();
    const third = within(rows[2]!);
    expect(third.getByText('Price not confirmed')).toBeInTheDocument();
    expect(third.getByText('No rating yet')).toBeInTheDocument();
  });

  test('when the sort and the filters change, then the address and the search follow them', async () => {
    const user = await openFind(BOOSTER, () => answer([bookable]));
    await screen.findByRole('heading', { name: /clinics? near/ });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'soonest');
    await waitFor(() => expect(searches().at(-1)!.query.get('sort')).toBe('soonest'));
    await user.selectOptions(screen.getByLabelText('Open on'), 'sat');
    await user.click(screen.getByLabelText('Bookable online'));
    await user.click(screen.getByLabelText('Verified only'));
    await waitFor(() =>
      expect(Object.fromEntries(searches().at(-1)!.query)).toMatchObject({
        sort: 'soonest',
        openOn: 'sat',
        bookable: 'true',
        verified: 'true',
      }),
    );
    await user.type(screen.getByLabelText(/Max price/), '50{Enter}');
    await waitFor(() => expect(searches().at(-1)!.query.get('maxPrice')).toBe('50'));
    expect(screen.queryByText(/Best match weighs/)).not.toBeInTheDocument();
  });

  test('when a dog is chosen and its weight typed, then the band is named and searched', async () => {
    const user = await openFind('/find?where=Leeds', () => answer([unpriced]));
    await screen.findByRole('heading', { name: /near/ });
    expect(screen.getByText(/Best match weighs, in order: verified/)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Dog'));
    expect(
      await screen.findByText('Enter the weight: it picks the price band.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Weight (kg)'), '27{Enter}');
    expect(await screen.findByText('Band: Dog, large (25 to under 40 kg)')).toBeInTheDocument();
    await waitFor(() => expect(searches().at(-1)!.query.get('band')).toBe('dog_large'));
  });

  test('when the name is ambiguous, then "Did you mean" links keep the rest of the search', async () => {
    await openFind('/find?where=Cologne&service=x-ray', () =>
      answer([unpriced], {
        place: {
          label: 'Köln',
          lat: 50.94,
          lng: 6.96,
          country: 'DE',
          countryName: 'Germany',
          kind: 'city',
        },
        didYouMean: [
          {
            label: 'Cologne',
            lat: 45.58,
            lng: 9.94,
            country: 'IT',
            countryName: 'Italy',
            kind: 'city',
          },
        ],
      }),
    );
    expect(
      await screen.findByRole('heading', { name: '1 clinic near Köln, Germany' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cologne, Italy' })).toHaveAttribute(
      'href',
      '/find?where=Cologne%2C+Italy&service=x-ray',
    );
  });

  test('when the search is down, cannot place the text, or finds nothing, then the page says so', async () => {
    await openFind('/find?where=Nowhere', () => ({
      status: 503,
      body: { error: '', code: 'UNAVAILABLE' },
    }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The search is not answering right now',
    );
    await openFind('/find?where=ZZ9+9ZZ', () => ({
      status: 400,
      body: {
        error: 'location not found: "ZZ9 9ZZ"',
        code: 'VALIDATION_FAILED',
        details: [{ path: 'location', message: 'location not found: "ZZ9 9ZZ"' }],
      },
    }));
    expect(await screen.findByText(/^We could not place “ZZ9 9ZZ”\./)).toBeInTheDocument();
    await openFind('/find?where=Leeds&bookable=true', () => answer([]));
    expect(await screen.findByText('No clinics match this search')).toBeInTheDocument();
  });

  test('when no place is given, then nothing is searched and the page asks where', async () => {
    await openFind('/find', () => answer([]));
    expect(
      await screen.findByText(/Type a town, city or postcode, or use your location/),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Where' })).toBeInTheDocument();
    expect(searches()).toHaveLength(0);
  });

  test('when choices follow each other faster than the page renders, then each one counts', async () => {
    await openFind('/find?where=Leeds', () => answer([unpriced]));
    await screen.findByRole('heading', { name: /near/ });
    fireEvent.change(screen.getByLabelText('What for'), { target: { value: 'x-ray' } });
    fireEvent.click(screen.getByLabelText('Cat'));
    fireEvent.change(screen.getByLabelText('When'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price' } });
    await waitFor(() =>
      expect(Object.fromEntries(searches().at(-1)!.query)).toMatchObject({
        service: 'x-ray',
        band: 'cat',
        within: '7',
        sort: 'price',
      }),
    );
  });
});
