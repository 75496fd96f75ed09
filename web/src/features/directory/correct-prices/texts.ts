import type { CrawlDifference, PracticeClaimMethod, PriceCheck } from '@petvet/shared';
import { translate, type MessageKey } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { localePriceRange } from '../../../lib/money-locale';

/** The three ways to prove control of the website, as the chooser names them (catalogue keys). */
export const METHOD_KEYS: Record<PracticeClaimMethod, { title: MessageKey; hint: MessageKey }> = {
  email: { title: 'directory.claim.email.title', hint: 'directory.claim.email.hint' },
  file: { title: 'directory.claim.file.title', hint: 'directory.claim.file.hint' },
  meta: { title: 'directory.claim.meta.title', hint: 'directory.claim.meta.hint' },
};

/** The consistency checks in plain words: why a price was held back or its confidence lowered. */
export const checkWords = (check: PriceCheck): string => translate(`directory.check.${check}`);

/** "Your site now says £52 (read 3 December 2026). Your price stays as it is until you change it." */
export function crawlDiffersText(difference: CrawlDifference): string {
  return translate('directory.review.differs', {
    price: localePriceRange(difference.priceMin, difference.priceMax, difference.currency),
    date: formatDate(difference.seenAt),
  });
}

/** The domain an address must be at: the website's host without "www.". */
export function websiteDomain(website: string | null | undefined): string {
  if (!website) return '';
  try {
    const url = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`);
    return url.hostname.replace(/^www\./i, '');
  } catch {
    return '';
  }
}
