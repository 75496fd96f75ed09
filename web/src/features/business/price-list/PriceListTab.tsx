import { useState } from 'react';
import { Link } from 'react-router';
import { paths, PRICE_LIST_VAT_TEXT } from '@petvet/shared';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { LoadError } from '../../../components/ui/LoadError';
import { serverErrorText } from '../../../lib/errors';
import { isStaleVersion } from '../../../lib/versioned-write';
import { useAppDispatch } from '../../../store/hooks';
import { toastShown } from '../../../store/ui-slice';
import { useBusinessPriceListQuery, useSaveMappingMutation } from './api';
import { HtmlSnippet } from './HtmlSnippet';
import { MappingRow } from './MappingRow';
import { MissingServices } from './MissingServices';
import './price-list.css';

/** Where the list shows besides the clinic's own page: the directory reads it as it is. */
export const ON_THE_DIRECTORY_TEXT =
  'This price list is what the PetVet directory and its price comparison show for your clinic, marked “entered by the practice”. A crawl of your website never changes it.';

const changedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * The clinic's standard price list: each service mapped to a standard service and pet band
 * (suggested from its name until the clinic confirms), the standard services still without a
 * price, and the published list as HTML for the clinic's own website.
 */
export function PriceListTab() {
  const dispatch = useAppDispatch();
  const list = useBusinessPriceListQuery();
  const [save] = useSaveMappingMutation();
  const [confirming, setConfirming] = useState(false);
  if (list.isLoading) return <Spinner label="Loading your price list…" />;
  if (!list.data)
    return (
      <LoadError
        title="Your price list could not be loaded."
        errors={[list.error]}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const { services, missing, vetId, currency, lastChanged } = list.data;
  const unconfirmed = services.filter((s) => !s.mapped);

  const confirmAll = async () => {
    setConfirming(true);
    try {
      for (const s of unconfirmed)
        await save({
          id: s.id,
          body: { ...s.suggestion, inclusions: [] },
          version: s.version,
        }).unwrap();
      dispatch(toastShown('success', 'The suggestions are saved on your price list'));
    } catch (failure) {
      const failed = 'Some suggestions could not be saved. Please try again.';
      // Changed meanwhile (412): the server's sentence, and the list is read again.
      dispatch(
        toastShown('error', isStaleVersion(failure) ? serverErrorText(failure, failed) : failed),
      );
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="stack price-list-tab">
      <div className="card__header">
        <div>
          <h2>Price list</h2>
          <p className="muted small">
            Your services on the UK standard price list, per pet. Enter prices including VAT.{' '}
            {lastChanged ? `Last changed ${changedOn(lastChanged)}.` : 'Nothing published yet.'}
          </p>
          <p className="small price-list-tab__directory">{ON_THE_DIRECTORY_TEXT}</p>
        </div>
        <div className="button-row">
          {unconfirmed.length > 0 && (
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={confirming}
              onClick={confirmAll}
            >
              Confirm all {unconfirmed.length} suggestions
            </button>
          )}
          <Link to={paths.clinicPrices(vetId)} className="btn btn--primary btn--sm">
            View public price list
          </Link>
        </div>
      </div>
      <section className="card" aria-labelledby="price-list-services">
        <h3 id="price-list-services">Your services</h3>
        {services.length === 0 ? (
          <EmptyState icon="clipboard" title="No services yet">
            <p>Add a price below for each standard service you offer.</p>
          </EmptyState>
        ) : (
          <ul className="mapping-list">
            {services.map((service) => (
              <MappingRow key={service.id} service={service} currency={currency} />
            ))}
          </ul>
        )}
      </section>
      <section className="card" aria-labelledby="price-list-missing">
        <h3 id="price-list-missing">Standard services without a price ({missing.length})</h3>
        <p className="muted small">
          Pet owners compare clinics on these. {PRICE_LIST_VAT_TEXT.replace('All prices', 'Prices')}
        </p>
        <MissingServices missing={missing} />
      </section>
      <section className="card" aria-labelledby="price-list-html-title">
        <h3 id="price-list-html-title">Your price list on your own website</h3>
        <p className="muted small">
          A self-contained HTML table of the list above, with a link to your public page.
        </p>
        <HtmlSnippet vetId={vetId} />
      </section>
    </div>
  );
}
