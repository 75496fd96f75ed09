import {
  formatPriceRange,
  standardService,
  STANDARD_BANDS,
  type PriceBand,
  type ServicePrice,
} from '@petvet/shared';
import { Link } from 'react-router';
import { formatDate } from '../../lib/dates';

export const ANY_BAND_TEXT = 'any pet';
export const FROM_THE_CLINIC_TEXT = 'from the clinic';
export const FROM_ITS_WEBSITE_TEXT = 'from its website';
export const CONFIRMED_TEXT = 'confirmed by the practice';

/** "cat", "dog, small (under 10 kg)", or "any pet" for a price that does not vary by pet. */
export function bandText(band: PriceBand): string {
  if (band === 'any') return ANY_BAND_TEXT;
  return (STANDARD_BANDS.find((b) => b.id === band)?.label ?? band).toLowerCase();
}

/**
 * Where a price comes from, with its date: "from the clinic, 2 January 2030" (its own price list,
 * dated by its last change), "confirmed by the practice" (a crawled price the practice confirmed or
 * corrected) or "from its website, read 2 January 2030" (a crawl).
 */
export function provenanceText(price: Pick<ServicePrice, 'source' | 'asOf' | 'origin'>): string {
  const date = formatDate(price.asOf);
  if (price.source === 'clinic')
    return date ? `${FROM_THE_CLINIC_TEXT}, ${date}` : FROM_THE_CLINIC_TEXT;
  // The practice stands behind it; the date a search carries is the crawl's, so none is given.
  if (price.origin === 'confirmed' || price.origin === 'entered') return CONFIRMED_TEXT;
  return date ? `${FROM_ITS_WEBSITE_TEXT}, read ${date}` : FROM_ITS_WEBSITE_TEXT;
}

/** One service's price at one practice or clinic: what, for which pet, how much, and from where. */
export function ServicePriceLine({ price }: { price: ServicePrice }) {
  const amount = formatPriceRange(price.amount, price.amountMax, price.currency);
  return (
    <p className="service-price" aria-label={`Price of ${standardService(price.service).name}`}>
      <span>
        {standardService(price.service).name} ({bandText(price.band)})
      </span>
      <span className="service-price__amount">{amount}</span>
      <span className="muted small">
        {price.sourceUrl?.startsWith('/') && price.source === 'clinic' ? (
          <Link to={price.sourceUrl}>{provenanceText(price)}</Link>
        ) : (
          provenanceText(price)
        )}
      </span>
    </p>
  );
}
