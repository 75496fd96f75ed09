import { lazy, Suspense, useMemo, useState } from 'react';
import { RATES_AS_OF, type GlobalPracticeSearchResponse } from '@petvet/shared';
import { SelectField } from '../../../components/ui/Field';
import { EmptyState, Spinner } from '../../../components/ui/Feedback';
import { WhenVisible } from '../../../components/ui/WhenVisible';
import { formatDate } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import type { DirectoryFilters } from '../filters';
import { Pagination } from './Pagination';
import { PracticeCard } from './PracticeCard';
import type { PracticePoint } from './ResultsMap';

function MapUnavailable() {
  return <p className="muted">The map could not be loaded.</p>;
}
// Leaflet is large: its chunk loads with the first results, and a failed load leaves the list.
const ResultsMap = lazy(() => import('./ResultsMap').catch(() => ({ default: MapUnavailable })));

export const RELEVANCE_TEXT =
  'Relevance: verified practices first, then those with more prices listed, then the nearest.';
export const OWN_CURRENCY_TEXT =
  'Prices are shown in each practice’s own currency. Choose a currency under Filters to convert them all.';
export const convertedText = (currency: string) =>
  `Prices converted to ${currency} at the reference rates of ${formatDate(RATES_AS_OF)}; each practice’s own price is in brackets.`;

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
          {data ? resultCount(data.pagination) : 0} vet clinics found near {place}
        </h2>
        <div style={{ minWidth: 180 }}>
          <SelectField
            label="Sort by"
            name="sort"
            value={filters.sort}
            onChange={(e) => onSort(e.target.value as DirectoryFilters['sort'])}
          >
            <option value="relevance">Relevance</option>
            <option value="distance">Distance</option>
            <option value="price">Price</option>
            <option value="rating">Rating</option>
          </SelectField>
          {filters.sort === 'relevance' && (
            <p className="muted small relevance-note">{RELEVANCE_TEXT}</p>
          )}
        </div>
      </div>
      <p className="muted small">
        {filters.currency ? convertedText(filters.currency) : OWN_CURRENCY_TEXT}
      </p>
      {practices.length === 0 ? (
        <EmptyState icon="search" title="No clinics found">
          <p>Try a larger radius or fewer filters.</p>
          <button type="button" className="btn btn--secondary" onClick={onReset}>
            Reset Filters
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
                <Suspense fallback={<Spinner label="Loading map…" />}>
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
