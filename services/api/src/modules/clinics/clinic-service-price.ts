import { WEEK_DAYS, paths, type Clinic, type ClinicSearchQuery } from '@petvet/shared';
import type { ClinicFilters, StandardPriceRow } from './clinics.repository';

export type ClinicServicePrice = NonNullable<Clinic['servicePrice']>;

const WEEKDAY_INDEX = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 } as const;

/** The search's filters as the repository reads them; null when the search asks none. */
export function filtersOf(query: ClinicSearchQuery): ClinicFilters | null {
  const { service, band, maxPrice, openOn, verified } = query;
  if (maxPrice === undefined && !openOn && !verified) return null;
  return {
    service: service ?? null,
    band: band ?? null,
    maxPrice: maxPrice ?? null,
    openDay: openOn ? WEEK_DAYS[WEEKDAY_INDEX[openOn]]! : null,
    verifiedOnly: verified === true,
  };
}

/**
 * One clinic's price for the searched service, from its own list. For a band, a price set for that
 * band wins over one for any band; several at the same level give a range (cheapest first, whose
 * service the booking opens). Without a band, the range spans every band it prices.
 */
export function pickServicePrice(
  rows: StandardPriceRow[],
  service: NonNullable<ClinicSearchQuery['service']>,
  band: ClinicSearchQuery['band'],
): ClinicServicePrice | null {
  const exact = band ? rows.filter((row) => row.band === band) : [];
  const chosen = exact.length > 0 ? exact : rows;
  const first = chosen[0];
  if (!first) return null;
  const prices = chosen.map((row) => row.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const cheapest = chosen.find((row) => row.price === low) ?? first;
  const bands = new Set(chosen.map((row) => row.band));
  const price: ClinicServicePrice = {
    service,
    band: (bands.size === 1 ? first.band : 'any') as ClinicServicePrice['band'],
    amount: low,
    amountMax: high > low ? high : null,
    currency: first.currency,
    source: 'clinic',
    sourceUrl: paths.clinicPrices(first.clinicId),
    asOf: first.changedAt,
    clinicServiceId: cheapest.serviceId,
    clinicServiceName: cheapest.name,
  };
  return price;
}
