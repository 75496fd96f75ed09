import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../../components/ui/Feedback';
import { LoadError } from '../../../components/ui/LoadError';
import { translate, useT } from '../../../i18n';
import { localIsoDate } from '../../../lib/dates';
import { useBusinessInsightsQuery } from './api';
import { percent } from './labels';
import { customRangeProblem, presetRange, type DateRange, type RangePreset } from './range';
import { RangePicker } from './RangePicker';
import './analytics.css';

const InsightsCharts = lazy(() => import('./InsightsCharts'));

export const insightsFailedText = () => translate('business.insights.failed');

/** Figures and charts over a chosen period, from the clinic's own appointments and reviews. */
export function InsightsSection({ today = localIsoDate() }: { today?: string }) {
  const t = useT();
  const [preset, setPreset] = useState<RangePreset>('3m');
  const [custom, setCustom] = useState<DateRange>(() => presetRange('4w', today));
  const problem = preset === 'custom' ? customRangeProblem(custom) : null;
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const insights = useBusinessInsightsQuery(range, { skip: Boolean(problem) });
  const data = insights.data;
  const owners = data ? data.newVsReturning.new + data.newVsReturning.returning : 0;
  return (
    <section className="stack" aria-labelledby="insights-title">
      <div className="card__header">
        <h2 id="insights-title">{t('business.insights.title')}</h2>
      </div>
      <RangePicker
        preset={preset}
        custom={custom}
        problem={problem}
        onPreset={setPreset}
        onCustom={setCustom}
      />
      {insights.isError ? (
        <LoadError
          title={insightsFailedText()}
          errors={[insights.error]}
          onRetry={() => void insights.refetch()}
          retrying={insights.isFetching}
        />
      ) : !data || insights.isFetching ? (
        problem ? null : (
          <Spinner label={t('business.insights.loading')} />
        )
      ) : (
        <>
          <dl className="insight-figures">
            <div className="card">
              <dt>{t('business.insights.noShowRate')}</dt>
              <dd>{percent(data.noShowRate)}</dd>
            </div>
            <div className="card">
              <dt>{t('business.insights.newOwners')}</dt>
              <dd>{data.newVsReturning.new}</dd>
            </div>
            <div className="card">
              <dt>{t('business.insights.returningOwners')}</dt>
              <dd>{data.newVsReturning.returning}</dd>
            </div>
            <div className="card">
              <dt>{t('business.insights.returningShare')}</dt>
              <dd>{owners ? percent(data.newVsReturning.returning / owners) : '–'}</dd>
            </div>
          </dl>
          <Suspense fallback={<Spinner label={t('business.insights.drawing')} />}>
            <InsightsCharts insights={data} range={range} />
          </Suspense>
        </>
      )}
    </section>
  );
}
