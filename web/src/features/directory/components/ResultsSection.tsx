import { lazy, Suspense, useMemo, useState } from 'react';
import { RATES_AS_OF, type GlobalPracticeSearchResponse } from '@petvet/shared';
import { SelectField } from '../../../components/ui/Field';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { WhenVisible } from '../../../components/ui/WhenVisible';
import { translate, useT } from '../../../i18n';
import { formatDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import type { DirectoryFilters } from '../filters';
import { Pagination } from './Pagination';
import { PracticeCard } from './PracticeCard';
import type { PracticePoint } from './ResultsMap';

function MapUnavailable() {
  const t = useT();
  return <p className="muted">{t('directory.mapFailed')}</p>;
}
// Leaflet is large: its chunk loads with the first results, and a failed load leaves the list.
const ResultsMap = lazy(() => import('./ResultsMap').catch(() => ({ default: MapUnavailable })));

export const convertedText = (currency: string) =>
  translate('directory.results.converted', { currency, date: formatDate(RATES_AS_OF) });

/** "1,000+" when the count stopped at its cap. */
export function resultCount(pagination: GlobalPracticeSearchResponse['pagination']): string {
  const count = formatCount(pagination.totalCount);
  return pagination.totalIsCapped ? `${count}+` : count;
}

export function ResultsSection({
  data,
  filters,
  place,
  page,
  fetching,
  from,
  onSort,
  onPage,
  onReset,
}: {
  data: GlobalPracticeSearchResponse | undefined;
  filters: DirectoryFilters;
  place: string;
  page: number;
  fetching: boolean;
  from: string;
  onSort: (sort: DirectoryFilters['sort']) => void;
  onPage: (page: number) => void;
  onReset: () => void;
}) {
  const t = useT();
  const [activeId, setActiveId] = useState<number | null>(null);
  const practices = useMemo(() => data?.practices ?? [], [data]);
  const points = useMemo<PracticePoint[]>(
    () =>
      practices.flatMap((p) =>
        p.lat !== null && p.lng !== null
          ? [{ id: p.id, name: p.name, lat: p.lat, lng: p.lng }]
          : [],
      ),
    [practices],
  );
  const pick = (id: number) => {
    setActiveId(id);
    document.getElementById(`practice-card-${id}`)?.scrollIntoView({ block: 'nearest' });
  };
  return (
    <>
      <div className="results-header" aria-live="polite">
        <h2>
          {t('directory.results.found', {
            count: data?.pagination.totalCount ?? 0,
            shown: data ? resultCount(data.pagination) : formatCount(0),
            place,
          })}
        </h2>
        <div style={{ minWidth: 180 }}>
          <SelectField
            label={t('directory.results.sortBy')}
            name="sort"
            value={filters.sort}
            onChange={(e) => onSort(e.target.value as DirectoryFilters['sort'])}
          >
            <option value="relevance">{t('directory.results.sort.relevance')}</option>
            <option value="distance">{t('directory.results.sort.distance')}</option>
            <option value="price">{t('directory.results.sort.price')}</option>
            <option value="rating">{t('directory.results.sort.rating')}</option>
          </SelectField>
          {filters.sort === 'relevance' && (
            <p className="muted small relevance-note">{t('directory.results.relevance')}</p>
          )}
        </div>
      </div>
      <p className="muted small">
        {filters.currency ? convertedText(filters.currency) : t('directory.results.ownCurrency')}
      </p>
      {practices.length === 0 ? (
        <EmptyState icon="search" title={t('directory.results.none')}>
          <p>{t('directory.results.noneHint')}</p>
          <button type="button" className="btn btn--secondary" onClick={onReset}>
            {t('directory.filters.reset')}
          </button>
        </EmptyState>
      ) : (
        <div className="results">
          <div className="clinic-list" style={{ opacity: fetching ? 0.6 : 1 }}>
            {practices.map((practice) => (
              <PracticeCard
                key={practice.id}
                practice={practice}
                currency={filters.currency}
                from={from}
                active={practice.id === activeId}
                onActivate={setActiveId}
              />
            ))}
          </div>
          {points.length > 0 && (
            <div className="results__map results__map--directory">
              <WhenVisible>
                <Suspense fallback={<Spinner label={t('directory.results.loadingMap')} />}>
                  <ResultsMap points={points} activeId={activeId} onPick={pick} />
                </Suspense>
              </WhenVisible>
            </div>
          )}
        </div>
      )}
      {data && data.pagination.totalPages > 1 && (
        <Pagination page={page} totalPages={data.pagination.totalPages} onPage={onPage} />
      )}
    </>
  );
}
