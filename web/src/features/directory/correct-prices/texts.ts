import {
  formatPriceRange,
  STANDARD_BANDS,
  type CrawlDifference,
  type PracticeClaimMethod,
  type PriceBand,
  type PriceCheck,
} from '@petvet/shared';
import { formatDate } from '../../../lib/dates';

export const PAGE_TITLE = 'Correct these prices';
export const SIGN_IN_TEXT =
  'Sign in (or create an account) to correct this practice’s prices. You come back here afterwards.';
export const PROVE_TEXT =
  'First show us you run this practice’s website, as search consoles ask. Choose one way:';
export const CHECKING_TEXT = 'Checking your website…';
export const CHECK_FAILED_TEXT = 'The check did not succeed. Please try again.';
export const START_FAILED_TEXT = 'The check could not be started. Please try again.';
export const REVIEW_FAILED_TEXT = 'Your prices could not be loaded.';
export const STALE_ITEM_TEXT =
  'This price changed since you opened the page (on your website or in another tab). It is shown as it is now: check it and choose again.';
export const CHANGE_FAILED_TEXT = 'The change could not be saved. Please try again.';
export const REVIEW_INTRO =
  'Confirm each price that is right, correct the ones that are not, remove those you do not charge and add any that are missing. Confirmed prices show as “confirmed by the practice” and rank first at an equal price; a later crawl of your website never changes them, it only tells you here when your site says something else.';

/** The three ways to prove control of the website, as the chooser names them. */
export const METHOD_LABELS: Record<PracticeClaimMethod, { title: string; hint: string }> = {
  email: {
    title: 'A code sent to an address at your website’s domain',
    hint: 'We email a 6-digit code to the address you give, at your website’s own domain.',
  },
  file: {
    title: 'A file placed on your website',
    hint: 'You put a small text file at an address on your site; we read it.',
  },
  meta: {
    title: 'A tag in your home page',
    hint: 'You paste one meta tag into your home page’s <head>; we read it.',
  },
};

/** The consistency checks in plain words: why a price was held back or its confidence lowered. */
export const CHECK_WORDS: Record<PriceCheck, string> = {
  band_conflict: 'The page gives this pet two different prices for this service.',
  size_order: 'The dog prices on the page fall as the dog gets bigger, which is unusual.',
  coverage: 'The page prints more prices than we could explain, so some may be missed or mixed up.',
  not_a_price:
    'This number may not be a price (it could be a cap, a fee limit, a phone number, a date or a weight).',
  ex_vat: 'This figure is without VAT, and the page also prints the price with VAT.',
  summary: 'This is a “from” price that the page breaks down into exact prices elsewhere.',
  band_unstated: 'Nothing on the page said which pet this price is for: it was a guess.',
  other_surgery:
    'The page lists several surgeries’ prices, and this one is not for this practice’s address.',
  weak_pairing:
    'The name does not clearly read as a vet service, or it sat far from the price on the page.',
};

export const ANY_PET = 'Any pet';
export const bandLabel = (band: PriceBand) =>
  band === 'any' ? ANY_PET : (STANDARD_BANDS.find((b) => b.id === band)?.label ?? band);

/** "Your site now says £52 (read 3 December 2026)" */
export function crawlDiffersText(difference: CrawlDifference): string {
  const price = formatPriceRange(difference.priceMin, difference.priceMax, difference.currency);
  return `Your site now says ${price} (read ${formatDate(difference.seenAt)})`;
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
