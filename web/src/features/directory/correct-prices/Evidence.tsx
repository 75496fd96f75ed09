import type { PriceReviewItem } from '@petvet/shared';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { formatDate } from '../../../lib/dates';
import { websiteHref } from '../../../lib/links';
import { checkWords } from './texts';

/**
 * What a crawled price rests on, in plain words: the words it was read from, what gave its pet
 * band, whether VAT was added, whose list it was, and the checks that held it back.
 */
export function Evidence({ item }: { item: PriceReviewItem }) {
  const t = useT();
  const { evidence } = item;
  return (
    <div className="evidence small">
      {evidence && (
        <>
          <p className="evidence__quote">
            <span className="muted">{t('directory.evidence.readFrom')} </span>
            <q>{evidence.text}</q>
          </p>
          <ul className="evidence__facts">
            <li>
              {evidence.bandSource
                ? richText(t('directory.evidence.pet', { source: evidence.bandSource }), {
                    quote: (words) => <q>{words}</q>,
                  })
                : t('directory.evidence.petUnstated')}
            </li>
            {evidence.vat === 'derived' && <li>{t('directory.evidence.vat')}</li>}
            {evidence.surgery && (
              <li>{t('directory.evidence.surgery', { surgery: evidence.surgery })}</li>
            )}
          </ul>
          {evidence.checks.length > 0 && (
            <ul className="evidence__checks" aria-label={t('directory.evidence.checks')}>
              {evidence.checks.map((c) => (
                <li key={`${c.check}-${c.detail}`}>
                  <span aria-hidden="true">⚠ </span>
                  {checkWords(c.check)}
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
              {t('directory.evidence.page')}
            </a>
          )}
          {item.seenAt && ` · ${t('directory.evidence.read', { date: formatDate(item.seenAt) })}`}
        </p>
      )}
    </div>
  );
}
