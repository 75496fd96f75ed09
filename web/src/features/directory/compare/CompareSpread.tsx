import { lazy, Suspense } from 'react';
import { RATES_AS_OF, standardService, type PracticeCompareResponse } from '@petvet/shared';
import { Spinner } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { localePrice } from '../../../lib/money-locale';
import { bandName, serviceName, standardInclusionNames } from '../../../lib/standard-words';
import type { CompareState } from './compare-params';

const CompareChart = lazy(() => import('./CompareChart'));

/**
 * The price spread of the compared service: how many practices, the median and quartiles in words
 * and as a chart, and what surgical prices may include. Money is written as the reader's
 * language writes it, in the answer's currency.
 */
export function CompareSpread({
  answer,
  state,
}: {
  answer: PracticeCompareResponse;
  state: CompareState;
}) {
  const t = useT();
  const money = (amount: number | null) => localePrice(amount ?? 0, answer.currency);
  return (
    <section className="card" aria-labelledby="compare-spread">
      <h2 id="compare-spread">
        {t('directory.compare.heading', {
          service: state.service ? serviceName(state.service) : '',
          band: bandName(answer.band),
          count: answer.stats.count,
          place: answer.center?.label ?? state.location,
        })}
      </h2>
      <p className="muted">
        {t('directory.compare.spread', {
          median: money(answer.stats.median),
          p25: money(answer.stats.p25),
          p75: money(answer.stats.p75),
          min: money(answer.stats.min),
          max: money(answer.stats.max),
          currency: answer.currency,
          date: formatDate(answer.ratesAsOf ?? RATES_AS_OF),
        })}
      </p>
      <div
        className="compare-chart"
        role="img"
        aria-label={t('directory.compare.chartLabel', {
          median: money(answer.stats.median),
          p25: money(answer.stats.p25),
          p75: money(answer.stats.p75),
        })}
      >
        <Suspense fallback={<Spinner label={t('directory.compare.drawing')} />}>
          <CompareChart
            stats={answer.stats}
            practices={answer.practices}
            currency={answer.currency}
          />
        </Suspense>
      </div>
      {state.confirmed && <p className="muted small">{t('directory.compare.confirmedOnlyHint')}</p>}
      {state.service && standardService(state.service).inclusions && (
        <p className="muted small">
          {t('directory.compare.inclusions', {
            inclusions: standardInclusionNames().join(', '),
          })}
        </p>
      )}
    </section>
  );
}
