import { standardService, type GlobalPractice, type ServicePrice } from '@petvet/shared';
import { translate } from '../../i18n';
import { formatLocale } from '../../lib/format-locale';
import { localeDecimal, localePriceRange } from '../../lib/money-locale';
import { dateTimeFormat } from '@petvet/shared';

// Dates are read as UTC on the server and in the browser alike, so both render the same text.
const DAY = () =>
  dateTimeFormat(formatLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const SLOT_DAY = () =>
  dateTimeFormat(formatLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

/** "12 Nov 2026"; '' for a missing or unreadable date. */
export function shortDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? '' : DAY().format(date);
}

/** "Wed 2 Dec, 09:30": a free time as the row's button says it. */
export function slotText(next: { date: string; startTime: string }): string {
  const date = new Date(`${next.date}T12:00:00Z`);
  const day = Number.isNaN(date.getTime()) ? next.date : SLOT_DAY().format(date);
  return `${day}, ${next.startTime.slice(0, 5)}`;
}

/** Where a price comes from and when: "from the clinic, 12 Nov 2026" / "from its website, read 3 Oct 2026". */
export function provenanceText(source: 'clinic' | 'website', asOf: string | null): string {
  const date = shortDate(asOf);
  if (source === 'clinic')
    return date
      ? translate('clinics.find.fromClinicOn', { date })
      : translate('clinics.find.fromClinic');
  return date
    ? translate('clinics.find.fromWebsiteRead', { date })
    : translate('clinics.find.fromWebsite');
}

/** The price a row shows: the searched service's, or the practice's range when any service will do. */
export function rowPrice(
  practice: GlobalPractice,
  service: string,
): { amount: string; provenance: string | null; sourceUrl: string | null } {
  if (service) {
    const price: ServicePrice | null | undefined = practice.servicePrice;
    if (!price)
      return { amount: translate('clinics.find.noPrice'), provenance: null, sourceUrl: null };
    return {
      amount: localePriceRange(price.amount, price.amountMax, price.currency),
      provenance: provenanceText(price.source, price.asOf),
      sourceUrl: price.sourceUrl,
    };
  }
  if (practice.minPrice === null)
    return { amount: translate('clinics.find.noPrices'), provenance: null, sourceUrl: null };
  const range = localePriceRange(practice.minPrice, practice.maxPrice, practice.currency);
  const fromClinic = practice.source === 'petvet';
  return {
    amount: translate('clinics.find.rangeFor', { count: practice.serviceCount, range }),
    provenance:
      fromClinic || practice.lastCrawled
        ? provenanceText(
            fromClinic ? 'clinic' : 'website',
            fromClinic ? null : practice.lastCrawled,
          )
        : null,
    sourceUrl: null,
  };
}

/** "4.6 (128 reviews)"; null when there is no rating. */
export function ratingText(practice: GlobalPractice): string | null {
  if (practice.rating === null) return null;
  const count = practice.reviewCount;
  const rating = localeDecimal(practice.rating, 1);
  if (count === null || count === undefined) return rating;
  return translate('clinics.find.rating', { count, total: count, rating });
}

/** The clinic's own service the booking screen opens on, by the name its `service` query reads. */
export function clinicServiceOf(practice: GlobalPractice): string | null {
  return practice.servicePrice?.clinicServiceName ?? null;
}

export const serviceName = (id: string) =>
  id
    ? (standardService(id as Parameters<typeof standardService>[0])?.name ?? id)
    : translate('clinics.find.anyService');
