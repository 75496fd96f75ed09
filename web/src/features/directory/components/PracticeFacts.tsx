import type { GlobalPracticeDetail } from '@petvet/shared';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { crawlStatusText } from '../crawl-status';

/** The practice page's "Additional information": its id, verification, dates and last crawl. */
export function PracticeFacts({ practice }: { practice: GlobalPracticeDetail }) {
  const t = useT();
  return (
    <section className="card" aria-labelledby="practice-info">
      <h2 id="practice-info">{t('directory.practice.info')}</h2>
      <dl className="summary">
        <dt>{t('directory.practice.id')}</dt>
        <dd>{practice.id}</dd>
        <dt>{t('directory.practice.verified')}</dt>
        <dd>{practice.verified ? t('directory.practice.yes') : t('directory.practice.no')}</dd>
        <dt>{t('directory.practice.verificationSource')}</dt>
        <dd>{practice.verificationSource ?? '—'}</dd>
        <dt>{t('directory.practice.added')}</dt>
        <dd>{formatDate(practice.createdAt)}</dd>
        <dt>{t('directory.practice.updated')}</dt>
        <dd>{formatDate(practice.updatedAt)}</dd>
        <dt>{t('directory.practice.gathered')}</dt>
        <dd>{crawlStatusText(practice)}</dd>
      </dl>
    </section>
  );
}
