import { useState } from 'react';
import { Link } from '../../../lib/router';
import { paths } from '@petvet/shared';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { LoadError } from '../../../components/ui/LoadError';
import { translate, useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
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
export const onTheDirectoryText = () => translate('business.prices.onDirectory');

/**
 * The clinic's standard price list: each service mapped to a standard service and pet band
 * (suggested from its name until the clinic confirms), the standard services still without a
 * price, and the published list as HTML for the clinic's own website.
 */
export function PriceListTab() {
  const t = useT();
  const dispatch = useAppDispatch();
  const list = useBusinessPriceListQuery();
  const [save] = useSaveMappingMutation();
  const [confirming, setConfirming] = useState(false);
  if (list.isLoading) return <Spinner label={t('business.prices.loading')} />;
  if (!list.data)
    return (
      <LoadError
        title={t('business.prices.loadFailed')}
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
      dispatch(toastShown('success', t('business.prices.confirmedAll')));
    } catch (failure) {
      const failed = t('business.prices.confirmAllFailed');
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
          <h2>{t('business.prices.title')}</h2>
          <p className="muted small">
            {t('business.prices.intro')}{' '}
            {lastChanged
              ? t('business.prices.lastChanged', { date: formatDate(lastChanged) })
              : t('business.prices.nothingPublished')}
          </p>
          <p className="small price-list-tab__directory">{onTheDirectoryText()}</p>
        </div>
        <div className="button-row">
          {unconfirmed.length > 0 && (
            <button
              type="button"
              className="btn btn--secondary btn--sm"
              disabled={confirming}
              onClick={confirmAll}
            >
              {t('business.prices.confirmAll', { count: unconfirmed.length })}
            </button>
          )}
          <Link to={paths.clinicPrices(vetId)} className="btn btn--primary btn--sm">
            {t('business.prices.viewPublic')}
          </Link>
        </div>
      </div>
      <section className="card" aria-labelledby="price-list-services">
        <h3 id="price-list-services">{t('business.prices.yourServices')}</h3>
        {services.length === 0 ? (
          <EmptyState icon="clipboard" title={t('business.prices.noServices')}>
            <p>{t('business.prices.noServicesText')}</p>
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
        <h3 id="price-list-missing">
          {t('business.prices.missingTitle', { count: missing.length })}
        </h3>
        <p className="muted small">{t('business.prices.missingIntro')}</p>
        <MissingServices missing={missing} />
      </section>
      <section className="card" aria-labelledby="price-list-html-title">
        <h3 id="price-list-html-title">{t('business.prices.htmlTitle')}</h3>
        <p className="muted small">{t('business.prices.htmlIntro')}</p>
        <HtmlSnippet vetId={vetId} />
      </section>
    </div>
  );
}
