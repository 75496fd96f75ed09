import {
  formatPriceRange,
  standardService,
  STANDARD_BANDS,
  type PriceBand,
  type ServicePrice,
} from '@petvet/shared';
import { Link } from 'react-router';
import { translate, useT } from '../../i18n';
import { formatDate } from '../../lib/dates';

/** "cat", "dog, small (under 10 kg)", or "any pet" for a price that does not vary by pet. */
export function bandText(band: PriceBand): string {
  if (band === 'any') return translate('core.ui.price.anyPet');
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
    return date
      ? translate('core.ui.price.fromClinicOn', { date })
      : translate('core.ui.price.fromClinic');
  // The practice stands behind it; the date a search carries is the crawl's, so none is given.
  if (price.origin === 'confirmed' || price.origin === 'entered')
    return translate('core.ui.price.confirmed');
  return date
    ? translate('core.ui.price.fromWebsiteOn', { date })
    : translate('core.ui.price.fromWebsite');
}

/** One service's price at one practice or clinic: what, for which pet, how much, and from where. */
export function ServicePriceLine({ price }: { price: ServicePrice }) {
  const t = useT();
  const amount = formatPriceRange(price.amount, price.amountMax, price.currency);
  const service = standardService(price.service).name;
  return (
    <p className="service-price" aria-label={t('core.ui.price.of', { service })}>
      <span>
        {service} ({bandText(price.band)})
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
