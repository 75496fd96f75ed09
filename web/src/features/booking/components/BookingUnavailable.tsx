import { paths } from '@petvet/shared';
import { Link } from '../../../lib/router';
import { EmptyState } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';

/** An unknown clinic id: no booking screen for a clinic that does not exist. */
export function VetNotFound({ search }: { search: string }) {
  const t = useT();
  // The clinic page's not-found texts (SPEC): an unknown clinic is the same answer on both screens.
  return (
    <EmptyState icon="paw" title={t('booking.notFound.title')}>
      <p>{t('booking.notFound.text')}</p>
      <Link to={paths.search(search)} className="btn btn--primary">
        {t('booking.page.backToSearch')}
      </Link>
    </EmptyState>
  );
}

/** The clinic could not be read (offline, outage): a failure with a retry, not a missing clinic. */
export function ClinicLoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="alert alert--error load-failed" role="alert">
      <p>{text}</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
        {t('booking.times.retry')}
      </button>
    </div>
  );
}
