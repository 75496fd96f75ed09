import type { PriceReviewItem } from '@petvet/shared';
import { formatDate } from '../../../lib/dates';
import { websiteHref } from '../../../lib/links';
import { CHECK_WORDS } from './texts';

/**
 * What a crawled price rests on, in plain words: the words it was read from, what gave its pet
 * band, whether VAT was added, whose list it was, and the checks that held it back.
 */
export function Evidence({ item }: { item: PriceReviewItem }) {
  const { evidence } = item;
  return (
    <div className="evidence small">
      {evidence && (
        <>
          <p className="evidence__quote">
            <span className="muted">Read from: </span>
            <q>{evidence.text}</q>
          </p>
          <ul className="evidence__facts">
            <li>
              Pet: {evidence.bandSource ? <q>{evidence.bandSource}</q> : 'nothing on the page said'}
            </li>
            {evidence.vat === 'derived' && (
              <li>VAT: added to a price the page printed without it, at the page’s rate</li>
            )}
            {evidence.surgery && <li>Surgery: {evidence.surgery}</li>}
          </ul>
          {evidence.checks.length > 0 && (
            <ul className="evidence__checks" aria-label="Why it was held back">
              {evidence.checks.map((c) => (
                <li key={`${c.check}-${c.detail}`}>
                  <span aria-hidden="true">⚠ </span>
                  {CHECK_WORDS[c.check]}
                  {c.detail && <span className="muted"> ({c.detail})</span>}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {(item.sourceUrl || item.seenAt) && (
        <p className="muted">
          {item.sourceUrl && (
            <a href={websiteHref(item.sourceUrl)} target="_blank" rel="noopener noreferrer">
              The page it was read from
            </a>
          )}
          {item.seenAt && ` · read ${formatDate(item.seenAt)}`}
        </p>
      )}
    </div>
  );
}
