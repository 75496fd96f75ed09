import {
  PRICE_LIST_TYPICAL_CASE_TEXT,
  STANDARD_SERVICES,
  standardServicesByGroup,
  type BusinessPriceList,
  type PublicPrice,
  type PublicPriceList,
} from '@petvet/shared';
import { VET_ID } from './fixtures';

/** A public price list with the given prices on their standard services; the rest empty. */
export function publicPriceList(
  prices: Partial<Record<string, PublicPrice[]>>,
  overrides: Partial<PublicPriceList> = {},
): PublicPriceList {
  return {
    vetId: VET_ID,
    clinicName: 'Riverside Vets',
    currency: 'GBP',
    pricesIncludeVat: true,
    statement: PRICE_LIST_TYPICAL_CASE_TEXT,
    lastChanged: '2026-11-20T10:00:00.000Z',
    groups: standardServicesByGroup().map((group) => ({
      id: group.id,
      name: group.name,
      services: group.services.map((s) => ({
        id: s.id,
        name: s.name,
        states: s.states ?? null,
        hasInclusions: Boolean(s.inclusions),
        prices: prices[s.id] ?? [],
      })),
    })),
    otherServices: [],
    ...overrides,
  };
}

export const price = (overrides: Partial<PublicPrice> = {}): PublicPrice => ({
  band: 'any',
  price: 45,
  duration: 15,
  serviceName: 'Consultation',
  inclusions: [],
  ...overrides,
});

/** The business view: the given services, every standard service they do not cover missing. */
export function businessPriceList(services: BusinessPriceList['services']): BusinessPriceList {
  const covered = new Set(services.map((s) => s.standardService));
  return {
    vetId: VET_ID,
    currency: 'GBP',
    lastChanged: null,
    services,
    missing: STANDARD_SERVICES.filter((s) => !covered.has(s.id)).map(({ id, name, group }) => ({
      id,
      name,
      group,
    })),
  };
}
