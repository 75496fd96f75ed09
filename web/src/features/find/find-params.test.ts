import { describe, expect, test } from 'vitest';
import {
  bandOf,
  DEFAULT_FIND,
  maxPriceCurrency,
  readFind,
  toFindSearchArgs,
  writeFind,
} from './find-params';

const read = (query: string) => readFind(new URLSearchParams(query));

describe('the /find address', () => {
  test('when a full search is written and read back, then every choice survives (Back, reload and links keep it)', () => {
    const state = {
      ...DEFAULT_FIND,
      where: 'NW1 7AA',
      service: 'vaccination-booster' as const,
      pet: 'dog' as const,
      weight: '12.5',
      within: 7,
      sort: 'price' as const,
      maxPrice: '60',
      openOn: 'sat' as const,
      verified: true,
      bookable: true,
      page: 2,
    };
    const query = writeFind(state).toString();
    expect(query).toBe(
      'where=NW1+7AA&service=vaccination-booster&pet=dog&weight=12.5&within=7&sort=price&maxPrice=60&openOn=sat&verified=true&bookable=true&page=2',
    );
    expect(read(query)).toEqual(state);
  });

  test('when the address holds values it does not know, then they stay at their defaults instead of being guessed', () => {
    expect(
      read(
        'service=teeth-whitening&pet=hamster&within=90&sort=cheapest&openOn=someday&page=-3&lat=99&lng=0&maxPrice=lots',
      ),
    ).toEqual(DEFAULT_FIND);
    // A weight means nothing without a dog.
    expect(read('pet=cat&weight=30').weight).toBe('');
  });

  test('when the defaults are kept, then the address stays bare', () => {
    expect(writeFind(DEFAULT_FIND).toString()).toBe('');
    expect(writeFind({ ...DEFAULT_FIND, where: 'Leeds' }).toString()).toBe('where=Leeds');
  });
});

describe('the band from the pet', () => {
  test('when the pet is a cat, or a dog of 9.9, 10, 24.9, 25, 40, 60 kg, then the band is the list’s', () => {
    expect(bandOf({ pet: 'cat', weight: '' })).toBe('cat');
    const dog = (kg: string) => bandOf({ pet: 'dog', weight: kg });
    expect(['9.9', '10', '24.9', '25', '40', '60'].map(dog)).toEqual([
      'dog_small',
      'dog_medium',
      'dog_medium',
      'dog_large',
      'dog_xlarge',
      'dog_giant',
    ]);
  });

  test('when it is any pet, or a dog whose weight is missing or not a number, then no band is claimed', () => {
    expect(bandOf({ pet: '', weight: '' })).toBeNull();
    expect(bandOf({ pet: 'dog', weight: '' })).toBeNull();
    expect(bandOf({ pet: 'dog', weight: 'heavy' })).toBeNull();
    expect(bandOf({ pet: 'dog', weight: '0' })).toBeNull();
  });
});

describe('the currency of a max price', () => {
  test('when a max price was typed in the currency the page showed, then the address keeps that currency and the search asks in it', () => {
    const state = read('where=Köln&maxPrice=40&currency=eur');
    expect(state.currency).toBe('EUR');
    expect(writeFind(state).get('currency')).toBe('EUR');
    expect(toFindSearchArgs(state)).toMatchObject({ maxPrice: '40', currency: 'EUR' });
  });

  test('when no max price is set, then the address carries no currency; an unknown one is dropped', () => {
    expect(writeFind(read('where=Köln&currency=EUR')).has('currency')).toBe(false);
    expect(read('where=Köln&maxPrice=40&currency=XYZ').currency).toBe('');
  });

  test("when the page knows the place's country, then a max price is shown in its currency, else guessed from the text", () => {
    expect(maxPriceCurrency(read('where=Köln'), 'DE')).toBe('EUR');
    expect(maxPriceCurrency(read('where=NW1 7AA'), undefined)).toBe('GBP');
    // Once typed, the price stays in the currency it was typed in.
    expect(maxPriceCurrency(read('where=London&maxPrice=40&currency=EUR'), 'GB')).toBe('EUR');
  });
});

describe('the search the page asks', () => {
  test('when a postcode, a service, a cat, this week and price order are chosen, then the search carries them as the API names them', () => {
    const args = toFindSearchArgs(
      read('where=NW1 7AA&service=vaccination-booster&pet=cat&within=7&sort=price'),
    );
    expect(args).toEqual({
      page: '1',
      limit: '20',
      radius: '25',
      currency: 'GBP',
      sort: 'price',
      location: 'NW1 7AA',
      service: 'vaccination-booster',
      band: 'cat',
      within: '7',
    });
  });

  test('when a point and the filters are chosen, then the point replaces the text and each filter is sent', () => {
    const args = toFindSearchArgs(
      read(
        'where=My location&lat=51.53&lng=-0.14&pet=dog&weight=30&sort=soonest&maxPrice=80&openOn=mon&verified=true&bookable=true&page=3',
      ),
    );
    expect(args).toMatchObject({
      lat: '51.53',
      lng: '-0.14',
      band: 'dog_large',
      sort: 'soonest',
      maxPrice: '80',
      openOn: 'mon',
      verified: 'true',
      bookable: 'true',
      page: '3',
    });
    expect(args).not.toHaveProperty('location');
    expect(args).not.toHaveProperty('service');
  });
});
