import { standardService, type PriceBand, type ServicePrice } from '@petvet/shared';
import { Link } from '../../lib/router';
import { translate, useT, type MessageKey } from '../../i18n';
import { formatDate } from '../../lib/dates';
import { clinicPrice } from '../../lib/money';

// The standard bands' names (STANDARD_BANDS), as they read inside a line of text.
const BAND_KEYS: Record<PriceBand, MessageKey> = {
  any: 'common.ui.price.anyPet',
  cat: 'common.ui.price.band.cat',
  dog_small: 'common.ui.price.band.dogSmall',
  dog_medium: 'common.ui.price.band.dogMedium',
  dog_large: 'common.ui.price.band.dogLarge',
  dog_xlarge: 'common.ui.price.band.dogXlarge',
  dog_giant: 'common.ui.price.band.dogGiant',
};

/** "cat", "dog, small (under 10 kg)", or "any pet" for a price that does not vary by pet. */
export function bandText(band: PriceBand): string {
  return translate(BAND_KEYS[band]);
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
      ? translate('common.ui.price.fromClinicOn', { date })
      : translate('common.ui.price.fromClinic');
  // The practice stands behind it; the date a search carries is the crawl's, so none is given.
  if (price.origin === 'confirmed' || price.origin === 'entered')
    return translate('common.ui.price.confirmed');
  return date
    ? translate('common.ui.price.fromWebsiteOn', { date })
    : translate('common.ui.price.fromWebsite');
}

/** "£45", "£40 - £60" (a range) or "Price on request", in the reader's way of writing money. */
function priceRange(min: number | null, max: number | null, currency: string): string {
  const low = min ?? max;
  if (low === null) return translate('common.ui.price.onRequest');
  if (max === null || min === null || max <= min) return clinicPrice(low, currency);
  return `${clinicPrice(min, currency)} - ${clinicPrice(max, currency)}`;
}

/** One service's price at one practice or clinic: what, for which pet, how much, and from where. */
export function ServicePriceLine({ price }: { price: ServicePrice }) {
  const t = useT();
  const amount = priceRange(price.amount, price.amountMax, price.currency);
  const service = standardService(price.service).name;
  return (
    <p className="service-price" aria-label={t('common.ui.price.of', { service })}>
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
