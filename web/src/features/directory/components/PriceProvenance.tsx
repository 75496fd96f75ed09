import type { PriceOrigin } from '@petvet/shared';
import { Link } from '../../../lib/router';
import { translate, useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { websiteHref } from '../../../lib/links';

/** What a shown price says about who stands behind it (a directory row or a compare row). */
export interface Provenance {
  origin?: PriceOrigin;
  /** When the practice confirmed or entered it. */
  confirmedAt?: string | null;
  /** The page it was read from (a crawl), or a PetVet clinic's own price page ("/vet/..."). */
  sourceUrl?: string | null;
  /** When a crawl last read it, or when a clinic last changed its list. */
  seenAt?: string | null;
}

/** The origin a row reads as: a PetVet clinic's own list is entered by the practice. */
export function originOf(price: Provenance, fromClinic = false): PriceOrigin {
  if (fromClinic) return 'entered';
  return price.origin ?? 'crawled';
}

/** "confirmed by the practice on 2 January 2030" and its siblings (English: the shared wording). */
export function provenanceSentence(price: Provenance, fromClinic = false): string {
  const origin = originOf(price, fromClinic);
  if (origin === 'confirmed')
    return translate('directory.provenance.confirmedOn', {
      date: formatDate(price.confirmedAt ?? price.seenAt),
    });
  if (origin === 'entered')
    return translate('directory.provenance.enteredOn', {
      date: formatDate(price.confirmedAt ?? price.seenAt),
    });
  return translate('directory.provenance.crawledOn', { date: formatDate(price.seenAt) });
}

/**
 * Who stands behind one price. A practice's own price (confirmed or entered) carries a tick and
 * the practice's colour; a crawled one reads as what it is, a reading of the practice's website,
 * with the page it came from, so a visitor can tell at a glance which prices anyone vouched for.
 */
export function PriceProvenance({
  price,
  fromClinic = false,
}: {
  price: Provenance;
  fromClinic?: boolean;
}) {
  const t = useT();
  const origin = originOf(price, fromClinic);
  const sentence = provenanceSentence(price, fromClinic);
  if (origin !== 'crawled') {
    const inner = (
      <>
        <span aria-hidden="true">✓ </span>
        {sentence}
      </>
    );
    return (
      <span className="provenance provenance--practice">
        {price.sourceUrl?.startsWith('/') ? <Link to={price.sourceUrl}>{inner}</Link> : inner}
      </span>
    );
  }
  return (
    <span className="provenance provenance--crawled">
      {price.seenAt ? sentence : t('directory.provenance.crawled')}
      {price.sourceUrl && !price.sourceUrl.startsWith('/') && (
        <a
          href={websiteHref(price.sourceUrl)}
          target="_blank"
          rel="noopener noreferrer"
          className="provenance__source"
        >
          {t('directory.provenance.pricePage')}
        </a>
      )}
    </span>
  );
}
