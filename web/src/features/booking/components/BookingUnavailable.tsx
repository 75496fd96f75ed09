import { paths } from '@petvet/shared';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/Feedback';
import { RETRY_TEXT } from './TimeChoices';

// The clinic page's not-found texts (SPEC): an unknown clinic is the same answer on both screens.
export const VET_NOT_FOUND_TITLE = 'Vet Not Found';
export const VET_NOT_FOUND_TEXT = 'The veterinary clinic you are looking for could not be found.';

/** An unknown clinic id: no booking screen for a clinic that does not exist. */
export function VetNotFound({ search }: { search: string }) {
  return (
    <EmptyState icon="paw" title={VET_NOT_FOUND_TITLE}>
      <p>{VET_NOT_FOUND_TEXT}</p>
      <Link to={paths.search(search)} className="btn btn--primary">
        Back to Search
      </Link>
    </EmptyState>
  );
}

/** The clinic could not be read (offline, outage): a failure with a retry, not a missing clinic. */
export function ClinicLoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="alert alert--error load-failed" role="alert">
      <p>{text}</p>
      <button type="button" className="btn btn--secondary btn--sm" onClick={onRetry}>
        {RETRY_TEXT}
      </button>
    </div>
  );
}
